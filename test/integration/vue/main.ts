// Vue 3 integration app: the simulator is configured before the app mounts, so the elements' first requests reach it.
import { createApp } from 'vue';
import { startSimulator } from '../shared/sim.js';
import App from './App.vue';

void startSimulator().then(() => {
  createApp(App).mount('#app');
  document.documentElement.dataset.simReady = '';
});
