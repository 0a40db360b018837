// The package's public surface, pinned: what `import … from 'swap-elements'` offers (index.ts: no elements), what
// 'swap-elements/all' offers (all.ts: the same with every element defined and its class), what the script tag offers
// (cdn.ts: the root's names and the base class; the elements load there on first use of a tag), and the
// 'swap-elements/schemas' subpath. A name added or removed here is a change to the public API: CHANGELOG it.
import { expect } from '@open-wc/testing';
import * as index from '../src/index.js';
import * as all from '../src/all.js';
import * as cdn from '../src/cdn.js';
import * as schemas from '../src/schemas.js';
import * as contractCore from '../src/api/schemas.js';
import * as anyInput from '../src/api/any-input-schemas.js';
import * as explorer from '../src/api/explorer-schemas.js';
import * as requests from '../src/api/request-schemas.js';
import * as intents from '../src/api/intent-schemas.js';
import * as status from '../src/core/status.js';

const contract = { ...contractCore, ...requests, ...anyInput, ...explorer, ...intents };
// The public types: a name dropped from index.ts fails the type check here.
import type * as Public from '../src/index.js';

export type PublicTypes = [
  Public.ActiveSwap,
  Public.AnyInputWithdrawal,
  Public.AnyInputWithdrawals,
  Public.AnyInputWithdrawalsQuery,
  Public.AppFee,
  Public.ChainDepositAddress,
  Public.CallOptions,
  Public.DepositMode,
  Public.DepositSubmitRequest,
  Public.DepositType,
  Public.ElementTag,
  Public.ErrorBody,
  Public.ExplorerCallOptions,
  Public.ExplorerStatus,
  Public.ExplorerTransaction,
  Public.FinalStatusName,
  Public.GenerateIntentRequest,
  Public.GenerateIntentResponse,
  Public.Intent,
  Public.IntentRefusal,
  Public.IntentRefusedError,
  Public.IntentStandard,
  Public.SignedIntent,
  Public.SubmitIntentResponse,
  Public.Issue,
  Public.MessageCatalogue,
  Public.MessageSection,
  Public.MessageValues,
  Public.Messages,
  Public.PaymentTarget,
  Public.PollScheduler,
  Public.Quote,
  Public.QuoteRequest,
  Public.QuoteRequestEcho,
  Public.QuoteResponse,
  Public.Receipt,
  Public.RecipientType,
  Public.RefundType,
  Public.ReportedStatus,
  Public.SignatureCheck,
  Public.StatusQuery,
  Public.StatusResponse,
  Public.SwapAccountChangeDetail,
  Public.SwapActivitySelectDetail,
  Public.SwapApiErrorKind,
  Public.SwapClient,
  Public.SwapClientConfig,
  Public.SwapCompleteDetail,
  Public.SwapConfig,
  Public.SwapCopyDetail,
  Public.SwapCountdownEndDetail,
  Public.SwapDepositRestartDetail,
  Public.SwapDepositSubmitDetail,
  Public.SwapDetails,
  Public.SwapErrorDetail,
  Public.SwapHistorySelectDetail,
  Public.SwapOperation,
  Public.SwapQuoteDetail,
  Public.SwapState,
  Public.SwapStatusChangeDetail,
  Public.SwapStatusName,
  Public.SwapStore,
  Public.SwapType,
  Public.Token,
  Public.TokensState,
  Public.TransactionsCursorQuery,
  Public.TransactionsFilter,
  Public.TransactionsPage,
  Public.TransactionsPageQuery,
  Public.TxHash,
];

// No schema (value or type) on the main entry, and the status type no longer shares the element's name.
type NoSchemas = Extract<keyof typeof index, `${string}Schema`>;
const noSchemas: [NoSchemas] extends [never] ? true : false = true;
const completeIsFinal: Public.SwapCompleteDetail['status'] extends Public.FinalStatusName ? true : false = true;

/** The elements' classes (and the account's and order elements' events): only 'swap-elements/all' and the elements' own entries
 * carry them. */
const ELEMENTS = [
  'SwapAccount',
  'SwapAccountChangeEvent',
  'SwapActivity',
  'SwapDeposit',
  'SwapElement',
  'SwapHistory',
  'SwapOrder',
  'SwapOrderCancelEvent',
  'SwapOrderChangeEvent',
  'SwapOrderPlaceEvent',
  'SwapOrderSelectEvent',
  'SwapOrders',
  'SwapQuote',
  'SwapStatus',
  'SwapWidget',
];

describe('public surface', () => {
  it("'swap-elements' exports exactly the integrator's names", () => {
    expect(noSchemas && completeIsFinal).to.equal(true);
    expect(Object.keys(index)).to.deep.equal([
      'AmountTooLowError',
      'DEFAULT_BASE_URL',
      'DEFAULT_EXPLORER_URL',
      'ELEMENT_TAGS',
      'PRODUCTION_QUOTE_PUBLIC_KEY',
      'SwapActivitySelectEvent',
      'SwapApiError',
      'SwapCompleteEvent',
      'SwapCopyEvent',
      'SwapCountdownEndEvent',
      'SwapDepositRestartEvent',
      'SwapDepositSubmitEvent',
      'SwapErrorEvent',
      'SwapHistorySelectEvent',
      'SwapQuoteChangeEvent',
      'SwapQuoteConfirmEvent',
      'SwapStatusChangeEvent',
      'VERSION',
      'configure',
      'createSwapClient',
      'defineElements',
      'formatMessage',
      'getStore',
      'isSwapApiError',
      'paymentUri',
      'swapStatus',
      'verifyQuoteSignature',
      'watchSwap',
    ]);
  });

  it("'swap-elements/all' adds the element classes the tags are defined with", async () => {
    expect(Object.keys(all)).to.deep.equal([...Object.keys(index), ...ELEMENTS].sort());
    await all.defineElements();
    for (const [tag, element] of [
      ['swap-quote', all.SwapQuote],
      ['swap-deposit', all.SwapDeposit],
      ['swap-status', all.SwapStatus],
      ['swap-history', all.SwapHistory],
      ['swap-widget', all.SwapWidget],
      ['swap-activity', all.SwapActivity],
      ['swap-account', all.SwapAccount],
    ] as const) {
      expect(customElements.get(tag), tag).to.equal(element);
      expect(element.prototype).to.be.instanceOf(all.SwapElement);
    }
    for (const name of Object.keys(index).filter((name) => name !== 'defineElements'))
      expect(all[name as keyof typeof all], name).to.equal(index[name as keyof typeof index]);
  });

  it('the script tag exports the same names as the root, with the base class and without paymentUri', () => {
    const expected = [...Object.keys(index).filter((name) => name !== 'paymentUri'), 'SwapElement'].sort();
    expect(Object.keys(cdn)).to.deep.equal(expected);
    for (const name of expected) {
      // Same functions and classes; defineElements and ELEMENT_TAGS are the entries' own.
      if (name === 'defineElements' || name === 'SwapElement') continue;
      if (name === 'ELEMENT_TAGS') expect(cdn.ELEMENT_TAGS, name).to.deep.equal(index.ELEMENT_TAGS);
      else expect(cdn[name as keyof typeof cdn], name).to.equal(index[name as keyof typeof index]);
    }
  });

  it("'swap-elements/schemas' exports every schema and enum list of the contract, with the status lists", () => {
    // Helpers of the client, not the contract.
    const internal = ['check', 'toIssues', 'PageEnvelopeSchema', 'RowsEnvelopeSchema', 'readRows', 'page', 'rows',
      'generateIntent', 'submitIntent', 'intentRefusal', 'IntentRefusedError', 'explorerQueryString', 'quote',
      'submitDeposit', 'withdrawals']; // prettier-ignore
    const expected = [
      ...Object.keys(contract).filter((name) => !internal.includes(name)),
      'FINAL_STATUSES',
      'SWAP_STATUSES',
    ];
    expect(Object.keys(schemas)).to.deep.equal(expected.sort());
    for (const name of Object.keys(schemas)) {
      const source = name in contract ? contract : status;
      expect(schemas[name as keyof typeof schemas], name).to.equal(source[name as keyof typeof source]);
    }
  });
});
