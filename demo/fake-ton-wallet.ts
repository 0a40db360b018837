// A fake TON wallet for the demo's TON story and the tests: TON Connect's injected bridge (`window[<key>].tonconnect`,
// the spec's "JS bridge") with `walletInfo`, `connect`, `restoreConnection`, `send` and `listen`. Every call is
// recorded exactly as asked (a request's JSON params parsed). `sendTransaction` signs with a real ed25519 key as a
// wallet v4 does (signature over the body's cell: subwallet id, valid_until, seqno, op 0, then mode 3 and each
// message) and sends the external message to its TON RPC (the simulator's sendBocReturnHash, which runs it and
// credits the deposit); its answer is that message's BOC, as TON Connect's is. `signData` signs a text as the TON
// Connect spec says (the simulator's tonConnectTextHash). Its address is a stand-in (the hash of its key, not a
// deployed wallet's).
import { bufferReady } from '../src/core/ton-buffer.js';
import { Address, beginCell, external, internal, storeMessage, storeMessageRelaxed, Cell } from '@ton/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { tonConnectTextHash } from '../src/simulator/intents.js';
import type { RecordedRequest } from './fake-wallet.js';

/** @ton/core found its Buffer: ton-buffer.ts is imported (named, so no bundler drops it) before @ton/core. */
export const ready = bufferReady;

/** The fake's key: fixed, so its address is known ahead (a stand-in, never a real wallet's key). */
export const FAKE_TON_SECRET = sha256(new TextEncoder().encode('swap-elements: the fake TON wallet'));
export const FAKE_TON_PUBLIC_KEY = hex.encode(ed25519.getPublicKey(FAKE_TON_SECRET));
export const FAKE_TON_ADDRESS = new Address(
  0,
  Buffer.from(sha256(ed25519.getPublicKey(FAKE_TON_SECRET))),
).toRawString();
/** USDT on TON (the simulator's token list): the jetton master. */
export const USDT_TON_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
/** Wallet v4's default subwallet id. */
const SUBWALLET = 698983191;

/** A small blue diamond as an SVG data URL. */
export const FAKE_TON_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230088cc'/%3E%3Cpath d='M9 11h14l-7 12z' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E";

export interface FakeTonOptions {
  name?: string;
  /** The window key the bridge is injected under. */
  key?: string;
  /** The network its account is on: -239 mainnet (default), -3 testnet. */
  network?: string;
  /** The page may restore the connection without a prompt. */
  authorized?: boolean;
  /** The wallet's own RPC (the simulator's /rpc/ton): where it sends what it signed. */
  rpc(method: string, params: Record<string, unknown>): Promise<unknown>;
  /** The dApp domain signData binds (default the page's host). */
  domain?: string;
  /** Now in ms (signData's timestamp, the message's valid_until check); Date.now by default. */
  now?(): number;
}

/** TON's JSON-RPC at `url` (toncenter's v2 jsonRPC shape) through `fetcher`. */
export const tonRpc =
  (url: string, fetcher: typeof fetch) =>
  async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { ok?: boolean; result?: unknown; error?: unknown };
    if (body.ok === false) throw Object.assign(new Error(String(body.error)), { code: 1 });
    return body.result;
  };

/** A TON Connect error answer (300: the user declined). */
export const tonError = (code: number, message: string) => ({ error: { code, message } });

type Listener = (event: unknown) => void;

export class FakeTonWallet {
  readonly requests: RecordedRequest[] = [];
  /** Replaces an answer, by method ("connect", "restoreConnection", "sendTransaction", "signData"). */
  readonly answers: Record<string, (params: unknown) => unknown> = {};
  readonly address = FAKE_TON_ADDRESS;
  readonly key: string;
  authorized: boolean;
  network: string;
  private seqno = 0;
  private readonly listeners = new Set<Listener>();
  private eventId = 0;
  readonly bridge;

  constructor(private readonly options: FakeTonOptions) {
    this.key = options.key ?? 'swapElementsFakeTon';
    this.authorized = options.authorized ?? false;
    this.network = options.network ?? '-239';
    this.bridge = {
      deviceInfo: { platform: 'browser', appName: 'faketon', appVersion: '1.0.0', maxProtocolVersion: 2, features: [] },
      walletInfo: {
        name: options.name ?? 'Fake TON Wallet',
        app_name: 'faketon',
        image: FAKE_TON_ICON,
        about_url: 'https://example.invalid/fake-ton-wallet',
        platforms: ['chrome'],
      },
      protocolVersion: 2,
      isWalletBrowser: false,
      connect: (version: number, message: unknown) =>
        this.call('connect', { version, message }, () => {
          this.authorized = true;
          return this.connectEvent();
        }),
      restoreConnection: () =>
        this.call('restoreConnection', undefined, () =>
          this.authorized
            ? this.connectEvent()
            : { event: 'connect_error', id: ++this.eventId, payload: { code: 100, message: 'Unknown app' } },
        ),
      send: (message: { method: string; params: string[]; id: string }) => {
        const params = JSON.parse(message.params[0] ?? 'null') as Record<string, unknown>;
        return this.call(message.method, params, async () => {
          if (message.method === 'sendTransaction') {
            try {
              return { result: await this.sendTransaction(params), id: message.id };
            } catch (error) {
              return { ...tonError(0, (error as Error).message), id: message.id }; // the network refused it
            }
          }
          if (message.method === 'signData') return { result: this.signData(params), id: message.id };
          return { ...tonError(400, 'Method not supported'), id: message.id };
        });
      },
      listen: (callback: Listener) => {
        this.listeners.add(callback);
        return () => this.listeners.delete(callback);
      },
    };
  }

  /** The recorded calls of one method, their params (sendTransaction's and signData's parsed JSON). */
  calls(method: string): unknown[] {
    return this.requests.filter((r) => r.method === method).map((r) => r.params);
  }

  /** Puts the bridge on the page; returns its removal. */
  inject(): () => void {
    (window as unknown as Record<string, unknown>)[this.key] = { tonconnect: this.bridge };
    return () => delete (window as unknown as Record<string, unknown>)[this.key];
  }

  /** The wallet switched networks or disconnected: tells the page as TON Connect does. */
  emit(event: unknown): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private connectEvent() {
    return {
      event: 'connect',
      id: ++this.eventId,
      payload: {
        items: [
          {
            name: 'ton_addr',
            address: this.address,
            network: this.network,
            publicKey: FAKE_TON_PUBLIC_KEY,
            walletStateInit: '',
          },
        ],
        device: this.bridge.deviceInfo,
      },
    };
  }

  private async call(method: string, params: unknown, otherwise: () => unknown): Promise<unknown> {
    this.requests.push({ method, params });
    const answer = this.answers[method];
    return answer ? answer(params) : otherwise();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Signs the messages as a wallet v4 external message, sends it and answers its BOC (base64). */
  async sendTransaction(params: Record<string, unknown>): Promise<string> {
    const messages = params.messages as { address: string; amount: string; payload?: string }[];
    const validUntil = Number(params.valid_until ?? Math.floor(this.now() / 1000) + 60);
    let body = beginCell().storeUint(SUBWALLET, 32).storeUint(validUntil, 32).storeUint(this.seqno, 32).storeUint(0, 8);
    for (const m of messages) {
      const message = internal({
        to: m.address,
        value: BigInt(m.amount),
        ...(m.payload ? { body: Cell.fromBase64(m.payload) } : {}),
      });
      body = body.storeUint(3, 8).storeRef(beginCell().store(storeMessageRelaxed(message)).endCell());
    }
    const unsigned = body.endCell();
    const signature = ed25519.sign(unsigned.hash(), FAKE_TON_SECRET);
    const signed = beginCell().storeBuffer(Buffer.from(signature)).storeSlice(unsigned.beginParse()).endCell();
    const boc = beginCell()
      .store(storeMessage(external({ to: Address.parseRaw(this.address), body: signed })))
      .endCell()
      .toBoc()
      .toString('base64');
    await this.options.rpc('sendBocReturnHash', { boc });
    this.seqno++;
    return boc;
  }

  /** TON Connect's signData of a text: the signature (base64) with what it is bound to. */
  signData(params: Record<string, unknown>) {
    const text = String(params.text);
    const timestamp = Math.floor(this.now() / 1000);
    const domain = this.options.domain ?? location.host;
    const address = Address.parseRaw(this.address);
    const hash = tonConnectTextHash({
      workchain: address.workChain,
      addressHash: address.hash,
      domain,
      timestamp,
      text,
    });
    const signature = ed25519.sign(hash, FAKE_TON_SECRET);
    return {
      signature: Buffer.from(signature).toString('base64'),
      address: this.address,
      timestamp,
      domain,
      payload: { type: 'text', text },
    };
  }
}

let demo: FakeTonWallet | undefined;

/** The demo's TON wallet: funded on the simulator's TON chain and injected once (the TON story opens it). */
export async function demoTonWallet(sim: {
  baseUrl: string;
  fetch: typeof fetch;
  control<T>(path: string, body?: unknown): Promise<T>;
}): Promise<FakeTonWallet> {
  if (demo) return demo;
  demo = new FakeTonWallet({ name: 'Demo TON Wallet', rpc: tonRpc(`${sim.baseUrl}/rpc/ton`, sim.fetch) });
  await sim.control('/ton/fund', {
    address: FAKE_TON_ADDRESS,
    nanotons: '5000000000000',
    jettons: { [USDT_TON_MASTER]: '5000000000' },
    publicKey: FAKE_TON_PUBLIC_KEY,
  });
  demo.inject();
  return demo;
}
