// `swap-elements/simulator`: the embedded swap service and explorer for tests, demos and integrators.
export { createSimulator, DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from './app.js';
export type { Simulator, SimulatorOptions, SimInfo, DepositInput } from './app.js';
export { NO_FAULTS, SimulatedDropError } from './faults.js';
export type { Faults } from './faults.js';
export { CATALOGUE } from './catalogue.js';
export type { CatalogueEntry } from './catalogue.js';
export { SIM_CHAINS } from './chains.js';
export { PARTNERS, EXPLORER_INTERVAL_MS } from './auth.js';
export { DEFAULT_STATUSES, REFERRALS, TEST_REFERRALS, isTestTransaction } from './explorer.js';
