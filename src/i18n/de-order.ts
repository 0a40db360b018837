// German for <swap-order> and <swap-orders> (the "order" section of de.ts), kept beside de.ts so the order words
// change in one place.
import type { MessageCatalogue } from './messages.js';

export const orderDe = {
  title: 'Limit-Order',
  sideLabel: 'Seite',
  sideSell: '{base} verkaufen',
  sideBuy: '{base} kaufen',
  priceLabel: 'Preis ({quote} pro {base})',
  marketPrice: 'Markt: {price}',
  marketUnknown: 'Marktpreis nicht verfügbar',
  quantityLabel: 'Menge ({base})',
  deadlineLabel: 'Gültig für (Tage)',
  gtcLabel: 'Gültig bis auf Widerruf (bis zur Frist)',
  recipientLabel: 'Empfängeradresse',
  refundLabel: 'Rückerstattungsadresse',
  fromIntentsLabel: 'Aus meinem NEAR-Intents-Guthaben finanzieren',
  fromIntentsHint:
    'Nach dem Aufgeben signiert eine Wallet eine Überweisung des fälligen Betrags. Auf keiner Chain wird etwas gesendet.',
  placeButton: 'Order aufgeben',
  placing: 'Order wird aufgegeben…',
  checkPriceEmpty: 'Geben Sie einen Preis ein.',
  checkPriceInvalid: 'Geben Sie den Preis als Zahl über null ein, z. B. 3000.5.',
  checkQuantityEmpty: 'Geben Sie eine Menge ein.',
  checkQuantityInvalid: 'Geben Sie die Menge als Zahl über null mit höchstens {decimals} Nachkommastellen ein.',
  checkDeadlineInvalid: 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 365 ein.',
  checkRecipientEmpty: 'Geben Sie die Adresse ein, die die Tokens erhält.',
  checkRefundEmpty: 'Geben Sie die Adresse ein, die den nicht ausgeführten Teil zurückerhält.',
  checkRecipientInvalid:
    'Der Dienst hat diese Adresse nicht akzeptiert: Prüfen Sie, ob sie zur Chain gehört, auf der Sie empfangen.',
  checkRefundInvalid:
    'Der Dienst hat diese Adresse nicht akzeptiert: Prüfen Sie, ob sie zur Chain gehört, von der Sie senden.',
  checkTokensMissing: 'Für dieses Orderformular sind keine Tokens gesetzt (base-asset und quote-asset).',
  errorMalformedRequest:
    'Der Dienst konnte die Order nicht lesen. Es wurde nichts aufgegeben; versuchen Sie es erneut.',
  errorValidationFailed: 'Der Dienst hat die Order nicht akzeptiert: Prüfen Sie das markierte Feld.',
  errorRequestRejected: 'Der Dienst hat diese Anfrage abgelehnt. Es wurde nichts aufgegeben.',
  errorOrderRejected:
    'Der Dienst hat diese Order abgelehnt (zum Beispiel das Paar oder den Preis). Es wurde nichts aufgegeben.',
  errorAuthenticationRequired:
    'Für Orders muss diese Website beim Dienst angemeldet sein. Bitte wenden Sie sich an die Website.',
  errorClientGeneratedId: 'Die Order wurde mit einer eigenen ID gesendet, was der Dienst nicht erlaubt.',
  errorOrderNotFound: 'Der Dienst kennt diese Order nicht.',
  errorResourceTypeMismatch: 'Die Order wurde in einer Form gesendet, die der Dienst nicht annimmt.',
  errorRateLimitExceeded: 'Gerade zu viele Anfragen. Neuer Versuch in {seconds} s.',
  errorInternal: 'Beim Dienst ist ein interner Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
  errorServiceUnavailable: 'Der Dienst ist gerade nicht verfügbar. Versuchen Sie es gleich noch einmal.',
  errorOther: 'Die Order-Anfrage ist fehlgeschlagen. Versuchen Sie es erneut.',
  orderSummary: '{side} {quantity} {base} zu {price} {quote}',
  fillAwaitingDeposit: 'Wartet auf die Einzahlung',
  fillPendingCancel: 'Wird storniert…',
  fillUntriggered: 'Wartet auf den Preis',
  fillOpen: 'Offen: wartet auf Ausführung',
  fillPartiallyFilled: 'Teilweise ausgeführt',
  fillFilled: 'Ausgeführt',
  fillCanceled: 'Storniert',
  fillExpired: 'Abgelaufen',
  fillOther: 'Status: {status}',
  payoutNotStarted: 'Auszahlung nicht begonnen',
  payoutInProgress: 'Auszahlung läuft',
  payoutCompleted: 'Ausgezahlt',
  payoutFailed: 'Auszahlung fehlgeschlagen',
  payoutOther: 'Auszahlung: {status}',
  fundTitle: 'Order finanzieren',
  fundSend: 'Senden Sie genau {amount} an diese Adresse:',
  fundMemo: 'Memo (erforderlich)',
  copyAddress: 'Einzahlungsadresse kopieren',
  copyMemo: 'Memo kopieren',
  depositedLabel: 'Eingezahlt',
  feesLabel: 'Geschätzte Gebühren',
  feesValue: 'Auszahlung {withdraw}, Rückerstattung {refund}',
  deadlineValue: 'Frist',
  fillsTitle: 'Ausführungen',
  fillLine: '{amountIn} für {amountOut}',
  noFills: 'Noch keine Ausführungen.',
  payoutsTitle: 'Auszahlungen',
  withdrawalLine: 'Auszahlung: {status}',
  refundLine: 'Rückerstattung: {status}',
  txLink: 'Transaktion {hash}',
  opensInNewTab: '(öffnet den Explorer in einem neuen Tab)',
  transferCompleted: 'abgeschlossen',
  transferInProgress: 'läuft',
  transferFailed: 'fehlgeschlagen',
  cancelButton: 'Order stornieren',
  cancelQuestion: 'Diese Order stornieren?',
  cancelDetail:
    'Es wird nichts mehr ausgeführt. Der nicht ausgeführte Teil, {amount}, geht an {address} zurück ({type}), abzüglich der Rückerstattungsgebühr. Bereits Ausgeführtes wird wie gewohnt ausgezahlt.',
  cancelUnfunded: 'Es wurde noch nichts eingezahlt, daher muss nichts erstattet werden.',
  refundToOrigin: 'auf der Chain, von der Sie gesendet haben',
  refundToIntents: 'auf ein Intents-Guthaben',
  cancelConfirm: 'Stornieren',
  cancelKeep: 'Behalten',
  cancelSent: 'Wird storniert: Der Dienst bestätigt es in Kürze.',
  listTitle: 'Ihre Orders',
  listEmpty: 'Noch keine Orders.',
  filterLabel: 'Anzeigen',
  filterAll: 'Alle',
  filterOpen: 'Offen und teilweise ausgeführt',
  filterDone: 'Abgeschlossen',
  loadMore: 'Mehr laden',
  openOrder: 'Öffnen',
  checkingAgain: '{reason} Wird gleich erneut geprüft.',
  backToList: 'Zurück zu Ihren Orders',
  orderLoading: 'Die Order wird geladen …',
  orderLoadFailed: 'Die Order konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  orderLoadRetry: 'Erneut versuchen',
} satisfies MessageCatalogue['order'];

/** German for funding an order from a wallet or by signing (en/order-fund.ts). */
export const orderFundDe = {
  fundWalletTitle: 'Aus einer Wallet zahlen',
  fundRemaining: 'Noch einzuzahlen: {amount}.',
  fundWalletSent:
    '{wallet} hat die Zahlung gesendet, und diese Seite hat ihren Transaktionshash an den Dienst übergeben. Sie müssen nichts weiter tun.',
  fundWalletSentSeen: '{wallet} hat die Zahlung gesendet, und der Dienst hat sie gesehen.',
  fundWalletOtherAccount:
    '{wallet} ist auf dem Konto {account}, nicht auf Ihrer Rückerstattungsadresse {refundTo}. Wird die Order erstattet, geht das Geld an {refundTo}, nicht zurück an dieses Konto. Wechseln Sie das Konto in {wallet} und versuchen Sie es erneut, oder zahlen Sie von diesem Konto.',
  fundWalletDepositUnready:
    'Die Einzahlungsadresse kann diesen Token auf {chain} noch nicht empfangen. Es wurde nichts gesendet. Prüfen Sie die Order, bevor Sie auf anderem Weg zahlen.',
  fundIntentMismatch:
    'Die Überweisung, die der Dienst zum Signieren geliefert hat, ist nicht genau {amount} an die Einzahlungsadresse dieser Order, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentRefusedSignature:
    'Der Dienst hat die Signatur abgelehnt: Sie stammt nicht vom Intents-Konto {account}. Es wurde nichts bezahlt. Prüfen Sie das Konto in {wallet} und versuchen Sie es erneut.',
  fundIntentRefusedExpired:
    'Die signierte Überweisung kam zu spät: Die Frist der Order ist abgelaufen. Es wurde nichts bezahlt. Geben Sie eine neue Order auf.',
  fundIntentRefusedReplayed:
    'Der Dienst hat diese signierte Überweisung bereits. Die Order unten zeigt, wann sie ankommt.',
  fundIntentRefusedQuote: 'Der Dienst nimmt für diese Order jetzt keine signierte Überweisung an: {message}',
  fundIntentRefused: 'Der Dienst hat die signierte Überweisung abgelehnt: {message}. Es wurde nichts bezahlt.',
  fundIntentMismatchSigner:
    'Der Intent, den der Dienst zum Signieren geliefert hat, ist für ein anderes Konto als {account}, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchDeadline:
    'Der Intent, den der Dienst zum Signieren geliefert hat, ist bereits abgelaufen, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt. Versuchen Sie es erneut.',
  fundIntentMismatchReceiver:
    'Die Überweisung, die der Dienst zum Signieren geliefert hat, geht an eine andere Adresse als die Einzahlungsadresse dieser Order, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchAmount:
    'Der Intent, den der Dienst zum Signieren geliefert hat, zahlt nicht genau {amount}, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchToken:
    'Der Intent, den der Dienst zum Signieren geliefert hat, bewegt außer {amount} noch einen anderen Token, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchReceives:
    'Der Intent, den der Dienst zum Signieren geliefert hat, schreibt Ihrem eigenen Intents-Konto etwas gut, diese Order zahlt aber an ihren Empfänger, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchPayout:
    'Der Intent, den der Dienst zum Signieren geliefert hat, schreibt Ihrem Intents-Konto weniger als die {minimum} dieser Order gut, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentMismatchUnbound:
    'Der Intent, den der Dienst zum Signieren geliefert hat, nimmt {amount} von Ihrem Guthaben ohne die Auszahlung dieser Order im Gegenzug, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
  fundIntentArrived:
    'Der Dienst hat die Einzahlung für diese Order erhalten. Es ist nichts mehr zu signieren oder zu senden.',
  fundIntentPreparing: 'Der Dienst wird nach der zu signierenden Überweisung gefragt …',
  fundIntentSubmitting: 'Die signierte Überweisung wird an den Dienst gesendet …',
  fundIntentChecking: 'Der Dienst wird gefragt, ob Ihre signierte Überweisung angekommen ist …',
  fundIntentNotArrivedUntil:
    'Für diese Order ist noch nichts angekommen, aber Ihre signierte Überweisung kann bis {until} noch ausgeführt werden. Senden Sie sie erneut oder prüfen Sie später; {wallet} wird vorher nicht um eine neue Signatur gebeten.',
  fundIntentNotArrived:
    'Für diese Order ist noch nichts angekommen, aber Ihre signierte Überweisung kann noch ausgeführt werden. Senden Sie sie erneut oder prüfen Sie später; {wallet} wird nicht um eine neue Signatur gebeten, solange diese noch ausgeführt werden kann.',
  fundIntentServiceError: 'Der Dienst konnte nicht gefragt werden: {message}',
  fundIntentServiceResendUntil:
    'Der Dienst hat nicht geantwortet: {message} Ihre signierte Überweisung ist möglicherweise schon ausgeführt. Senden Sie dieselbe Überweisung erneut (sie kann nicht doppelt zahlen) oder prüfen Sie die Order; {wallet} wird nicht um eine neue Signatur gebeten, bevor sie am {until} verfällt.',
  fundIntentServiceResend:
    'Der Dienst hat nicht geantwortet: {message} Ihre signierte Überweisung ist möglicherweise schon ausgeführt. Senden Sie dieselbe Überweisung erneut (sie kann nicht doppelt zahlen) oder prüfen Sie die Order; {wallet} wird nicht um eine neue Signatur gebeten, solange diese noch ausgeführt werden kann.',
  fundIntentSent:
    'Mit {wallet} aus Ihrem NEAR-Intents-Guthaben bezahlt: Der Dienst hat die signierte Überweisung angenommen.',
  fundIntentCheck: 'Order prüfen',
} satisfies MessageCatalogue['orderFund'];
