// The storybook-like demo: a sidebar of stories, the live elements, controls generated from custom-elements.json,
// an event log, the HTML snippet of the current configuration, themes and the simulator panel.
import '../src/all.js';
import { configure, getStore, type QuoteResponse, type SwapConfig } from '../src/index.js';
import { de } from '../src/i18n/de.js';
import { en } from '../src/i18n/en.js';
import type { MessageCatalogue } from '../src/i18n/messages.js';
import { attributeOptions, elementDoc, scriptProperties, type Attribute, type Declaration } from './manifest.js';
import { connectSimulator, type SimConnection } from './sim.js';
import { STORIES, type Story } from './stories.js';
import { THEMES } from './themes.js';

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const stage = $<HTMLElement>('#stage');
const controls = $<HTMLElement>('#controls');
const log = $<HTMLOListElement>('#event-log');
const snippet = $<HTMLElement>('#snippet code');
const status = $<HTMLElement>('#sim-status');

// configure() merges messages key by key, so switching back to English has to give every English text again.
const LANGUAGES: Record<string, MessageCatalogue> = {
  en,
  de,
};

let sim: SimConnection;
let partnerToken: Promise<string> | undefined;
let current: Story | undefined;
let colorScheme: 'light' | 'dark' | '' = '';
let language = 'en';
/** The demo's language choice is kept across reloads (a preference, nothing secret). */
const LANGUAGE_KEY = 'swap-elements-demo:language';
function keptLanguage(): string | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value && value in LANGUAGES ? value : undefined;
  } catch {
    return undefined; // storage blocked: the choice lasts for this page only
  }
}
function storeLanguage(value: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, value);
  } catch {
    // storage blocked: nothing to keep
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function liveElements(): HTMLElement[] {
  return [...stage.querySelectorAll<HTMLElement>('*')].filter((node) => node.localName.startsWith('swap-'));
}

// ---- controls ------------------------------------------------------------------------------------------------

function attributeControl(targets: HTMLElement[], attribute: Attribute): HTMLElement {
  const row = document.createElement('label');
  row.className = 'control';
  const type = attribute.type?.text;
  const name = document.createElement('span');
  name.textContent = attribute.name;
  name.title = attribute.description ?? '';
  const first = targets[0]!;
  let input: HTMLInputElement | HTMLSelectElement;
  const options = attributeOptions(type);
  if (type === 'boolean') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = first.hasAttribute(attribute.name);
    input.addEventListener('change', () =>
      targets.forEach((t) => t.toggleAttribute(attribute.name, (input as HTMLInputElement).checked)),
    );
  } else if (options) {
    input = document.createElement('select');
    input.append(new Option('(default)', ''), ...options.map((o) => new Option(o, o)));
    input.value = first.getAttribute(attribute.name) ?? '';
  } else {
    input = document.createElement('input');
    input.type = type?.includes('number') ? 'number' : 'text';
    input.value = first.getAttribute(attribute.name) ?? '';
    input.placeholder = attribute.default?.replace(/^'|'$/g, '') ?? '';
  }
  if (type !== 'boolean') {
    input.addEventListener('change', () => {
      for (const target of targets) {
        if (input.value === '') target.removeAttribute(attribute.name);
        else target.setAttribute(attribute.name, input.value);
      }
      renderSnippet();
    });
  }
  input.addEventListener('change', renderSnippet);
  row.append(name, input);
  return row;
}

function propertyControl(targets: HTMLElement[], name: string, type: string): HTMLElement | undefined {
  const row = document.createElement('label');
  row.className = 'control';
  const label = document.createElement('span');
  label.textContent = `.${name}`;
  label.title = 'A JavaScript property (no attribute)';
  if (name === 'token') {
    const input = document.createElement('input');
    input.type = 'password';
    input.autocomplete = 'off';
    input.placeholder = 'partner JWT';
    input.addEventListener('change', () =>
      targets.forEach((t) => ((t as unknown as { token?: string }).token = input.value || undefined)),
    );
    row.append(label, input);
    return row;
  }
  if (/\[\]|Array|\{/.test(type)) {
    const input = document.createElement('textarea');
    input.rows = 2;
    input.placeholder = name === 'appFees' ? '[{"recipient":"mywallet.near","fee":25}]' : 'JSON';
    input.addEventListener('change', () => {
      try {
        const value = input.value.trim() ? JSON.parse(input.value) : undefined;
        targets.forEach((t) => ((t as unknown as Record<string, unknown>)[name] = value));
        input.setCustomValidity('');
      } catch {
        input.setCustomValidity('Not valid JSON');
      }
      input.reportValidity();
      renderSnippet();
    });
    row.append(label, input);
    return row;
  }
  return undefined;
}

function renderControls(story: Story): void {
  controls.replaceChildren();
  for (const tag of story.tags) {
    const doc = elementDoc(tag);
    const targets = liveElements().filter((e) => e.localName === tag);
    if (!doc || targets.length === 0) continue;
    const section = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = `<${tag}>`;
    section.append(legend);
    for (const attribute of doc.attributes ?? []) section.append(attributeControl(targets, attribute));
    for (const member of scriptProperties(doc)) {
      const control = propertyControl(targets, member.name, member.type?.text ?? '');
      if (control) section.append(control);
    }
    section.append(themingControls(doc));
    controls.append(section);
  }
}

function themingControls(doc: Declaration): HTMLElement {
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'CSS custom properties and parts';
  details.append(summary);
  for (const prop of doc.cssProperties ?? []) {
    const row = document.createElement('label');
    row.className = 'control';
    const name = document.createElement('span');
    name.textContent = prop.name;
    name.title = prop.description ?? '';
    const input = document.createElement('input');
    const isColor = prop.name.includes('color');
    input.type = isColor ? 'color' : 'text';
    if (!isColor) input.placeholder = prop.default ?? 'e.g. 12px';
    input.addEventListener('input', () => stage.style.setProperty(prop.name, input.value));
    row.append(name, input);
    details.append(row);
  }
  if (doc.cssParts?.length) {
    const parts = document.createElement('label');
    parts.className = 'control parts';
    const name = document.createElement('span');
    name.textContent = 'Try a ::part() style';
    const select = document.createElement('select');
    select.append(...doc.cssParts.map((p) => new Option(`::part(${p.name})`, p.name)));
    const style = document.createElement('input');
    style.value = 'outline: 2px dashed hotpink';
    const sheet = document.createElement('style');
    const apply = () => (sheet.textContent = `#stage ${doc.tagName}::part(${select.value}) { ${style.value} }`);
    select.addEventListener('change', apply);
    style.addEventListener('input', apply);
    parts.append(name, select, style, sheet);
    details.append(parts);
  }
  return details;
}

// ---- snippet and events --------------------------------------------------------------------------------------

function renderSnippet(): void {
  const lines: string[] = ['<script type="module" src="https://cdn.example/swap-elements.js"></script>'];
  const script: string[] = [];
  for (const element of stage.querySelectorAll<HTMLElement>(':scope > *, :scope > .column > *')) {
    if (!element.localName.startsWith('swap-')) continue;
    // A story's own group is a demo detail (one flow on a page needs none); the two-group story shows its groups.
    const ownGroup = (a: Attr) => a.name === 'group' && current?.groups.length === 1;
    const attrs = [...element.attributes]
      .filter((a) => a.name !== 'style' && !ownGroup(a))
      .map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${escapeHtml(a.value)}"`))
      .join('');
    lines.push(`<${element.localName}${attrs}></${element.localName}>`);
    const props = element as unknown as { token?: string; appFees?: unknown };
    if (props.token)
      script.push(`document.querySelector('${element.localName}').token = partnerJwt; // never an attribute`);
    if (props.appFees)
      script.push(`document.querySelector('${element.localName}').appFees = ${JSON.stringify(props.appFees)};`);
  }
  const vars = stage.getAttribute('style');
  if (vars)
    lines.push(
      `<style>swap-quote, swap-deposit, swap-status, swap-history, swap-activity, swap-widget, swap-account { ${vars} }</style>`,
    );
  if (language === 'de') {
    lines.unshift('<html lang="de"> <!-- numbers, amounts and dates in German -->');
    script.unshift(
      "import { configure } from 'https://cdn.example/swap-elements.js';",
      "import { de } from 'https://cdn.example/i18n/de.js';",
      'configure({ messages: de });',
    );
  }
  if (script.length) lines.push('<script type="module">', ...script.map((s) => `  ${s}`), '</script>');
  snippet.textContent = lines.join('\n');
}

function logEvent(event: Event): void {
  const item = document.createElement('li');
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  const time = new Date().toLocaleTimeString();
  summary.textContent = `${time}  ${event.type}`;
  const pre = document.createElement('pre');
  const detail = (event as CustomEvent).detail as unknown;
  pre.textContent = JSON.stringify(
    detail,
    (key, value: unknown) => (value instanceof Error ? { name: value.name, message: value.message } : value),
    2,
  );
  details.append(summary, pre);
  item.append(details);
  log.prepend(item);
}

const EVENT_NAMES = [
  'swap-quote-change',
  'swap-quote-confirm',
  'swap-deposit-submit',
  'swap-status-change',
  'swap-complete',
  'swap-history-select',
  'swap-activity-select',
  'swap-account-change',
  'swap-error',
  'swap-new-quote',
];
for (const name of EVENT_NAMES) stage.addEventListener(name, logEvent);

// ---- simulator panel -----------------------------------------------------------------------------------------

function activeGroup(): string {
  const groups = current?.groups ?? ['default'];
  return groups.length > 1 ? $<HTMLSelectElement>('#sim-group').value || groups[0]! : groups[0]!;
}

async function simDeposit(kind: 'exact' | 'less' | 'more'): Promise<void> {
  const group = activeGroup();
  const active = getStore(group).get().activeSwap;
  const fromPage = stage.querySelector('swap-status')?.getAttribute('deposit-address');
  const depositAddress = active?.depositAddress ?? fromPage;
  if (!depositAddress) {
    status.textContent = 'No active deposit address yet: confirm a quote first.';
    return;
  }
  const paid = active ? await chainDeposit(group, active.quoteResponse) : undefined;
  const required = paid?.amount ?? BigInt(active?.quoteResponse.quote.amountIn ?? '1000000');
  const amount = kind === 'exact' ? required : kind === 'less' ? required / 2n : required + required / 10n;
  const memo = paid ? paid.memo : active?.memo;
  try {
    const result = await sim.control<{ status: string }>('/deposit', {
      depositAddress: paid?.address ?? depositAddress,
      amount: amount.toString(),
      ...(memo ? { memo } : {}),
      ...(paid?.asset ? { asset: paid.asset } : {}),
    });
    status.textContent = `Deposited ${kind === 'exact' ? 'the exact amount' : kind === 'less' ? 'half the amount' : '10% too much'}: ${result.status}`;
  } catch (error) {
    status.textContent = `Deposit failed: ${(error as Error).message}`;
  }
}

/**
 * ANY_INPUT pays the chain chosen in the story's <swap-deposit> (its "Pay from" picker), in the quote's own token when
 * it is on that chain, else in a token of that chain worth about $100; undefined for other swaps (as before).
 */
async function chainDeposit(group: string, quoteResponse: QuoteResponse) {
  const { quote, quoteRequest } = quoteResponse;
  if (quoteRequest.swapType !== 'ANY_INPUT') return undefined;
  const picker = stage.querySelector('swap-deposit')?.shadowRoot?.querySelector<HTMLSelectElement>('#pay-from');
  const entry = quote.chainDepositAddresses?.find((c) => c.blockchain === picker?.value);
  const tokens = await getStore(group).loadTokens();
  const chain = entry?.blockchain ?? 'near';
  const place = { address: entry?.address, memo: (entry ? entry.memo : quote.depositMemo) ?? undefined };
  const origin = tokens.find((t) => t.assetId === quoteRequest.originAsset);
  if (origin && (!entry || origin.blockchain === chain) && BigInt(quote.amountIn) > 0n) {
    return { ...place, asset: origin.assetId, amount: BigInt(quote.amountIn) };
  }
  const token = tokens.find((t) => t.blockchain === chain && t.price);
  if (!token?.price) return undefined;
  const digits = Math.min(token.decimals, 12);
  const amount = BigInt(Math.round((100 / token.price) * 10 ** digits)) * 10n ** BigInt(token.decimals - digits);
  return { ...place, asset: token.assetId, amount };
}

/** Each checkbox, the fault it switches and the value it sets. */
const FAULTS = {
  'fault-latency': ['latencyMs', 1500],
  'fault-5xx': ['errorRate', 0.3],
  'fault-malformed': ['malformedRate', 0.3],
  'fault-429': ['rateLimitRate', 0.3],
  'fault-swaps': ['swapFailureRate', 1],
} as const;
type Faults = Record<(typeof FAULTS)[keyof typeof FAULTS][0], number> & { dropRate?: number };

/**
 * Ticks the checkboxes as the simulator's faults really are (the dev server's simulator outlives a reload) and says
 * whether any is on.
 */
function showFaults(faults: Faults): boolean {
  for (const [id, [key]] of Object.entries(FAULTS)) $<HTMLInputElement>(`#${id}`).checked = faults[key] > 0;
  return Object.values(FAULTS).some(([key]) => faults[key] > 0) || (faults.dropRate ?? 0) > 0;
}

async function setFaults(): Promise<void> {
  const patch = Object.fromEntries(
    Object.entries(FAULTS).map(([id, [key, value]]) => [key, $<HTMLInputElement>(`#${id}`).checked ? value : 0]),
  );
  status.textContent = showFaults(await sim.control<Faults>('/faults', patch)) ? 'Faults on.' : 'Faults off.';
}

function wireSimPanel(): void {
  $('#sim-exact').addEventListener('click', () => void simDeposit('exact'));
  $('#sim-less').addEventListener('click', () => void simDeposit('less'));
  $('#sim-more').addEventListener('click', () => void simDeposit('more'));
  $('#sim-skip').addEventListener('click', async () => {
    await sim.control('/clock/advance', { ms: 10 * 60_000 });
    status.textContent = 'The simulator clock moved 10 minutes ahead.';
  });
  $<HTMLSelectElement>('#sim-speed').addEventListener('change', async (event) => {
    const speed = Number((event.target as HTMLSelectElement).value);
    await sim.control('/clock/speed', { speed });
    status.textContent = `The simulator now runs at ${speed}× real time.`;
  });
  for (const box of document.querySelectorAll('#faults input')) box.addEventListener('change', () => void setFaults());
  $('#new-quote').addEventListener('click', () => {
    getStore(activeGroup()).clearActive();
    status.textContent = 'Active swap cleared.';
  });
}

// ---- stories, themes, routing --------------------------------------------------------------------------------

function applyTheme(): void {
  const preset = THEMES[$<HTMLSelectElement>('#theme-preset').value] ?? {};
  stage.removeAttribute('style');
  for (const [name, value] of Object.entries(preset)) stage.style.setProperty(name, value);
  document.documentElement.dataset.scheme = colorScheme;
  for (const element of liveElements()) {
    if (colorScheme) element.setAttribute('theme', colorScheme);
    else element.removeAttribute('theme');
  }
  renderSnippet();
}

// The elements follow the page's lang for numbers and dates, and re-render when it or configure() changes.
function applyLanguage(): void {
  stage.lang = language; // on the stage only: the demo's own labels stay English
  configure({ messages: LANGUAGES[language] });
  renderSnippet();
}

function available(story: Story): boolean {
  return story.tags.every((tag) => customElements.get(tag));
}

let shownBefore = false;

async function show(story: Story): Promise<void> {
  // Opening a story starts its groups afresh; only a reload keeps the story's swap (receipts survive a reload).
  if (shownBefore) for (const group of story.groups) getStore(group).clearActive();
  shownBefore = true;
  current = story;
  document.title = `${story.title} · swap-elements demo`;
  $('#story-title').textContent = story.title;
  $('#story-description').textContent = story.description;
  for (const link of document.querySelectorAll('#stories a')) {
    if (link.getAttribute('href') === `#${story.id}`) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  stage.replaceChildren();
  stage.className = '';
  document.body.classList.toggle('wide', story.wide === true);
  log.replaceChildren();
  $<HTMLElement>('#sim-group-row').hidden = story.id !== 'groups';
  try {
    await story.render(stage, {
      sim,
      params: new URLSearchParams(location.search),
      token: () =>
        (partnerToken ??= sim.control<{ token: string }>('/token', { partnerId: 'demo-partner' }).then((r) => r.token)),
    });
  } catch (error) {
    const message = document.createElement('p');
    message.className = 'story-error';
    message.textContent = `This story could not start: ${(error as Error).message}`;
    stage.append(message);
  }
  applyTheme();
  renderControls(story);
  renderSnippet();
}

function route(): void {
  const id = location.hash.slice(1) || (new URLSearchParams(location.search).has('deposit') ? 'status-page' : 'flow');
  const story = STORIES.find((s) => s.id === id && available(s)) ?? STORIES.find(available);
  if (story) void show(story);
}

async function main(): Promise<void> {
  const nav = $<HTMLUListElement>('#stories');
  for (const story of STORIES.filter(available)) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${story.id}`;
    link.textContent = story.title;
    item.append(link);
    nav.append(item);
  }
  const preset = $<HTMLSelectElement>('#theme-preset');
  preset.append(...Object.keys(THEMES).map((name) => new Option(name, name)));
  preset.addEventListener('change', applyTheme);
  const schemeSelect = $<HTMLSelectElement>('#color-scheme');
  // A reload may keep the select's earlier choice: start from what it shows.
  colorScheme = schemeSelect.value as typeof colorScheme;
  schemeSelect.addEventListener('change', () => {
    colorScheme = schemeSelect.value as typeof colorScheme;
    applyTheme();
    if (current) renderControls(current);
  });
  const languageSelect = $<HTMLSelectElement>('#language');
  languageSelect.addEventListener('change', () => {
    language = languageSelect.value;
    storeLanguage(language);
    applyLanguage();
  });
  // The visitor's earlier choice survives a reload (kept in localStorage), else the select's own.
  const kept = keptLanguage();
  if (kept) languageSelect.value = kept;
  if (languageSelect.value !== language) {
    language = languageSelect.value;
    applyLanguage();
  }
  // The site's support contact (an https: page or an e-mail address), shown when a swap fails, refunds or is late.
  const supportInput = $<HTMLInputElement>('#support');
  const applySupport = () => configure({ support: supportInput.value.trim() || undefined });
  supportInput.addEventListener('change', applySupport);
  applySupport();
  $('#copy-snippet').addEventListener('click', () => void navigator.clipboard?.writeText(snippet.textContent ?? ''));
  $('#clear-log').addEventListener('click', () => log.replaceChildren());
  try {
    sim = await connectSimulator();
    const faultsOn = showFaults(await sim.control<Faults>('/faults'));
    status.textContent = `Simulator ready (key ${sim.publicKey.slice(0, 20)}…).${faultsOn ? ' Faults are on.' : ''}`;
  } catch (error) {
    status.textContent = `The simulator did not start: ${(error as Error).message}`;
    return;
  }
  $<HTMLSelectElement>('#sim-speed').value = String(sim.speed);
  wireSimPanel();
  window.addEventListener('hashchange', route);
  route();
}

export type { SwapConfig };
void main();
