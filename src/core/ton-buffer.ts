// @ton/core (cells, addresses, BOC) is written for Node and uses the global `Buffer` without importing it: in a
// browser it needs one before its modules run. This module installs the `buffer` package's Buffer where none is, and
// is imported (and so run) before @ton/core: wallets/ton.ts loads it ahead of ton-transfer.ts, the simulator's TON chain and
// the TON test helpers import it first. A page that has its own Buffer keeps it.
// package.json lists this file in `sideEffects`: a bundler that inlines `bufferReady` would drop it otherwise (Vite's
// production build did, and @ton/core then failed without a Buffer).
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;

export const bufferReady = true;
