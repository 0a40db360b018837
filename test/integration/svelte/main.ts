// Svelte 5 integration app: the simulator is configured before the app mounts, so the elements' first requests reach it.
import { mount } from 'svelte';
import { startSimulator } from '../shared/sim.js';
import App from './App.svelte';

void startSimulator().then(() => {
  mount(App, { target: document.getElementById('app')! });
  document.documentElement.dataset.simReady = '';
});
