// German for every element. Use: `import { de } from 'swap-elements/i18n/de'; configure({ messages: de });` and put
// `<html lang="de">` (or `lang="de"` on a container) on the page so numbers, amounts and dates are formatted German.
import type { MessageCatalogue } from './messages.js';
import { orderDe, orderFundDe } from './de-order.js';

export const de = {
  common: {
    errorUnknown: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    errorAmountTooLow: 'Der Betrag ist für diese Route zu klein. Versuchen Sie mindestens {minimum}.',
    errorMinimumUnits: '{units} Einheiten',
    errorOriginTokenInvalid: 'Der Token, den Sie senden, wird vom Dienst nicht unterstützt. Wählen Sie einen anderen.',
    errorDestinationTokenInvalid:
      'Der Token, den Sie erhalten, wird vom Dienst nicht unterstützt. Wählen Sie einen anderen.',
    errorRecipientInvalid:
      'Der Dienst hat die Empfängeradresse nicht akzeptiert. Prüfen Sie, ob sie zur Ziel-Chain gehört.',
    errorRefundInvalid:
      'Der Dienst hat die Rückerstattungsadresse nicht akzeptiert. Prüfen Sie, ob sie zur Ursprungs-Chain gehört.',
    errorNoLiquidity:
      'Für diesen Betrag ist gerade nicht genug Liquidität vorhanden. Versuchen Sie einen kleineren Betrag oder ein anderes Paar.',
    errorQuoteFailed:
      'Für diesen Swap wurde gerade kein Angebot gefunden. Versuchen Sie es gleich noch einmal oder ändern Sie den Betrag.',
    errorPairUnavailable: 'Swaps zwischen diesen beiden Tokens sind nicht verfügbar. Wählen Sie ein anderes Paar.',
    errorSwapTypeNeedsAuth: 'Diese Swap-Art erfordert einen Partner-Token. Wählen Sie eine andere Swap-Art.',
    errorDepositNotFound:
      'Der Dienst kennt diese Einzahlungsadresse (noch) nicht. Prüfen Sie die Adresse und das Memo.',
    errorServiceNotFound:
      'Der Swap-Dienst wurde unter der Adresse dieser Website (base-url) nicht gefunden: Sie scheint falsch zu sein.',
    errorExplorerNotFound:
      'Der Explorer wurde unter der Adresse dieser Website (explorer-url) nicht gefunden: Sie scheint falsch zu sein.',
    errorInvalidConfig: 'Dieses Widget ist falsch eingerichtet, daher wurde nichts gesendet. {reason}',
    errorNetwork: 'Der Swap-Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung; wir versuchen es weiter.',
    errorTimeout: 'Der Swap-Dienst hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.',
    errorRateLimited: 'Gerade gibt es zu viele Anfragen. Bitte warten Sie einige Sekunden und versuchen Sie es erneut.',
    errorUnauthorized: 'Der Partner-Token fehlt, ist ungültig oder abgelaufen.',
    errorOriginRefused:
      'Das Gateway der Website bedient keine Seiten von {origin}. Sein Betreiber muss diese Adresse in ALLOWED_ORIGINS eintragen.',
    errorInvalidResponse:
      'Der Swap-Dienst hat eine Antwort gesendet, die wir nicht lesen konnten. Es wurde nichts geändert; bitte versuchen Sie es erneut.',
    errorAborted: 'Die Anfrage wurde abgebrochen.',
    errorServer: 'Beim Swap-Dienst ist ein Problem aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    errorServiceSaid: 'Der Dienst meldet: {message}',

    addressEmpty: 'Geben Sie eine Adresse ein.',
    addressSpaces: 'Eine Adresse enthält keine Leerzeichen: Prüfen Sie, was eingefügt wurde.',
    addressChecksum: 'Die Großbuchstaben passen nicht zur Prüfsumme der Adresse: Prüfen Sie sie auf Tippfehler.',
    addressInvalid: 'Dies ist keine gültige {chain}-Adresse: erwartet wird {format}.',
    addressXrpTag:
      'XRP-Destination-Tags werden hier nicht unterstützt: Geben Sie die klassische Adresse ein, die mit r beginnt, ohne Tag. Ein Börsenkonto, das einen Tag braucht, kann diesen Swap nicht empfangen.',
    addressZecShielded:
      'Abgeschirmte Zcash-Adressen (z… oder vereinheitlichte u1…) werden hier nicht unterstützt: Geben Sie eine transparente Adresse ein, die mit t1 oder t3 beginnt.',
    txHashEmpty: 'Geben Sie den Transaktionshash ein.',
    txHashSpaces: 'Ein Transaktionshash enthält keine Leerzeichen: Prüfen Sie, was eingefügt wurde.',
    txHashInvalid: 'Dies ist kein gültiger {chain}-Transaktionshash: erwartet wird {format}.',

    formatHintEvm: '0x gefolgt von 40 Hex-Zeichen',
    formatHintNear: 'ein NEAR-Konto wie alice.near oder ein implizites Konto mit 64 Zeichen',
    formatHintBitcoin: 'eine Bitcoin-Adresse, die mit bc1, 1 oder 3 beginnt',
    formatHintLitecoin: 'eine Litecoin-Adresse, die mit ltc1, L, M oder 3 beginnt',
    formatHintDogecoin: 'eine Dogecoin-Adresse, die mit D, A oder 9 beginnt',
    formatHintDash: 'eine Dash-Adresse, die mit X oder 7 beginnt',
    formatHintZcash: 'eine transparente Zcash-Adresse, die mit t1 oder t3 beginnt',
    formatHintBitcoinCash: 'eine Bitcoin-Cash-Adresse (bitcoincash:q…) oder eine ältere Adresse mit 1… oder 3…',
    formatHintTron: 'eine Tron-Adresse, die mit T beginnt',
    formatHintXrp: 'eine XRP-Ledger-Adresse, die mit r beginnt',
    formatHintSolana: 'eine Solana-Adresse (base58, 32 bis 44 Zeichen)',
    formatHintFogo: 'eine Fogo-Adresse (base58, 32 bis 44 Zeichen)',
    formatHintTon: 'eine TON-Adresse (48 Zeichen wie EQ… oder UQ…, oder 0:<hex>)',
    formatHintStellar: 'ein Stellar-Konto, das mit G beginnt (56 Zeichen)',
    formatHintCardano: 'eine Cardano-Adresse, die mit addr1 beginnt',
    formatHintAleo: 'eine Aleo-Adresse, die mit aleo1 beginnt (63 Zeichen)',
    formatHintHex64With0x: '0x gefolgt von 64 Hex-Zeichen',
    formatHintHexUpTo64With0x: '0x gefolgt von bis zu 64 Hex-Zeichen',
    formatHintHex64: '64 Hex-Zeichen',
    formatHintNearTx: 'ein NEAR-Transaktionshash in base58',
    formatHintSuiTx: 'ein Sui-Transaktions-Digest in base58',
    formatHintSolanaTx: 'eine Solana-Signatur in base58',
    formatHintFogoTx: 'eine Fogo-Signatur in base58',
    formatHintTonTx: 'ein TON-Transaktionshash (64 Hex-Zeichen oder base64)',
    formatHintAleoTx: 'eine Aleo-Transaktions-ID, die mit at1 beginnt',

    amountEmpty: 'Geben Sie einen Betrag ein.',
    amountNegative: 'Der Betrag muss positiv sein.',
    amountCharacters: 'Verwenden Sie Ziffern und ein Dezimaltrennzeichen, zum Beispiel 1,5.',
    amountSeparators: 'Verwenden Sie nur ein Dezimaltrennzeichen.',
    amountDigitGroups: 'Zifferngruppen müssen drei Ziffern haben, zum Beispiel 1.234,5.',
    amountNoDecimals: 'Dieser Token hat keine Nachkommastellen: Geben Sie eine ganze Zahl ein.',
    amountTooManyDecimals:
      'Dieser Token hat höchstens {decimals, plural, one {# Nachkommastelle} other {# Nachkommastellen}}.',
    amountZero: 'Geben Sie einen Betrag größer als null ein.',
    amountTooLarge: 'Prüfen Sie die Zahl: Sie ist größer, als ein Token fassen kann (höchstens {max}).',

    appFeeRecipient: 'Die App-Gebühr braucht ein Empfängerkonto.',
    appFeeRecipientNumbered: 'App-Gebühr {number} braucht ein Empfängerkonto.',
    appFeeWhole: 'Die App-Gebühr muss eine ganze, nicht negative Zahl von Basispunkten sein.',
    appFeeWholeNumbered: 'App-Gebühr {number} muss eine ganze, nicht negative Zahl von Basispunkten sein.',
    appFeeMax: 'Die App-Gebühr darf höchstens {maxBps} Basispunkte ({maxPercent}) betragen.',
    appFeeMaxNumbered: 'App-Gebühr {number} darf höchstens {maxBps} Basispunkte ({maxPercent}) betragen.',
    appFeeAccount: 'Die App-Gebühr muss an ein NEAR-Konto gehen, zum Beispiel fees.near.',
    appFeeAccountNumbered: 'App-Gebühr {number} muss an ein NEAR-Konto gehen, zum Beispiel fees.near.',
    appFeeList: 'Die App-Gebühren müssen eine Liste von Empfängern und Gebühren sein.',
    configUrl:
      'Die Einstellung {setting} ist keine Webadresse: Sie muss mit https:// beginnen (oder ein Pfad wie /api sein).',

    copyButton: 'Kopieren',
    copiedButton: '✓ Kopiert',
    copied: 'Kopiert',
    copyFailed: 'Kopieren nicht möglich: Markieren Sie den Text und kopieren Sie ihn von Hand',

    countdownLabel: '{duration}',
  },

  quote: {
    formLabel: 'Swap',
    formLabelGroup: 'Swap ({group})',
    loadingTokens: 'Tokens werden geladen…',

    sendHeading: 'Sie senden',
    receiveHeading: 'Sie erhalten',
    tokenToSendLabel: 'Zu sendender Token',
    tokenToReceiveLabel: 'Zu erhaltender Token',
    tokenSearchPlaceholder: 'Nach Name, Chain oder Contract suchen',
    tokensLoadingPlaceholder: 'Tokens werden geladen',
    tokenToggleLabel: 'Token-Liste anzeigen: {label}',
    tokenListLabel: 'Token-Liste: {label}',
    tokenNoMatch: 'Kein Token passt zu „{query}“.',
    tokenGroupRecent: 'Zuletzt verwendet',
    tokenGroupFeatured: 'Empfohlen',
    tokenGroupAll: 'Alle Tokens',
    amountLabel: 'Betrag',
    amountLabelToken: 'Betrag in {symbol}',
    amountMinimum: 'Diese Route nimmt mindestens {minimum}.',
    gettingQuote: 'Angebot wird abgerufen…',
    estimateAtListPrices: '≈ {amount} zu Listenpreisen',
    reverseLabel: 'Richtung umkehren: gesendeten und erhaltenen Token tauschen',

    recipientAccountLabel: 'NEAR-Intents-Konto des Empfängers',
    recipientAddressLabel: 'Empfängeradresse',
    recipientAddressOnChainLabel: 'Empfängeradresse auf {chain}',
    refundAccountLabel: 'NEAR-Intents-Konto für Rückerstattungen',
    refundAddressLabel: 'Rückerstattungsadresse',
    refundAddressOnChainLabel: 'Rückerstattungsadresse auf {chain}',
    intentsAccountHint: 'Ein NEAR-Intents-Konto, zum Beispiel alice.near.',
    addressHint: 'Eine Adresse auf {chain}.',
    addressHintFormat: 'Eine Adresse auf {chain}: {format}.',
    hyperliquidPerpsHint: 'USDC kommt im Perps-Guthaben dieses Kontos auf Hyperliquid an, nicht im Spot-Guthaben.',
    memoHint: 'Einzahlungen auf {chain} brauchen ein Memo: Es wird zusammen mit der Einzahlungsadresse angezeigt.',

    settingsSummary: 'Einstellungen: {swapType}, Slippage {slippage}, Frist {deadline}',
    swapTypeLabel: 'Swap-Art',
    swapTypeExactInput: 'Genauer Eingangsbetrag',
    swapTypeExactInputHint: 'Sie senden genau diesen Betrag; was Sie erhalten, ist geschätzt.',
    swapTypeExactOutput: 'Genauer Ausgangsbetrag',
    swapTypeExactOutputHint:
      'Sie erhalten genau diesen Betrag; der zu sendende Betrag enthält eine kleine Reserve, und ein Überschuss wird zurückerstattet.',
    swapTypeFlexInput: 'Flexibler Eingangsbetrag',
    swapTypeFlexInputHint:
      'Sie dürfen etwas mehr oder weniger senden; was Sie erhalten, richtet sich innerhalb der Slippage nach dem, was Sie senden.',
    swapTypeAnyInput: 'Beliebiger Eingangsbetrag',
    swapTypeAnyInputHint: 'Jeder Betrag, den Sie senden, wird getauscht (nur für Partnerkonten).',
    slippageLabel: 'Slippage-Toleranz',
    slippageCustomLabel: 'Eigene Slippage in Prozent',
    slippageCustomPlaceholder: 'Eigene %',
    deadlineLabel: 'Frist',
    deadlineHint: 'Trifft bis dahin keine Einzahlung ein, beginnen die Rückerstattungen am {time}.',
    depositTypeLabel: 'Einzahlung von',
    depositFromWallet: 'Wallet oder Börse',
    depositFromWalletOnChain: 'Wallet oder Börse auf {chain}',
    intentsAccountOption: 'NEAR-Intents-Konto',
    recipientTypeLabel: 'Liefern an',
    refundTypeLabel: 'Rückerstattung an',
    addressOnChainOption: 'Adresse auf {chain}',
    addressOnDestinationChainOption: 'Adresse auf der Ziel-Chain',
    addressOnOriginChainOption: 'Adresse auf der Ursprungs-Chain',

    quoteTitle: 'Angebotsdetails',
    refreshButton: 'Aktualisieren',
    rateRow: 'Kurs',
    rateValue: '1 {symbol} = {amount}',
    rateInvertLabel: 'Kurs pro {symbol} anzeigen',
    maxAmountInRow: 'Höchstens zu senden',
    minAmountInRow: 'Kleinste akzeptierte Einzahlung',
    minAmountOutAnyInputRow: 'Mindestens erhalten für die kleinste Einzahlung',
    anyInputPayoutRow: 'Auszahlung',
    anyInputPayoutValue:
      'An {recipient}, sobald die Einzahlungen zusammen das Auszahlungsminimum des Swap-Dienstes erreichen (1.000 $, Stand November 2026). Es wird nichts zurückerstattet.',
    anyInputPayoutValueNoRecipient:
      'An den Empfänger, sobald die Einzahlungen zusammen das Auszahlungsminimum des Swap-Dienstes erreichen (1.000 $, Stand November 2026). Es wird nichts zurückerstattet.',
    minAmountOutRow: 'Mindestens erhalten',
    valueRow: 'Wert',
    valueValue: '{amountIn} → {amountOut}',
    marketRow: 'Im Vergleich zu Marktpreisen',
    belowMarketWarning: '(deutlich unter dem Marktwert)',
    feesRow: 'Gebühren',
    platformFee: 'Plattformgebühr',
    appFee: 'App-Gebühr ({recipient})',
    insuranceFee: 'Versicherung',
    feeLine: '{fee} ({percent}): {amount}',
    withdrawFee: 'Netzwerkgebühr für die Auslieferung (bereits abgezogen): {amount}',
    refundFee: 'Netzwerkgebühr für eine Rückerstattung (nur bei Rückerstattung berechnet): {amount}',
    noFees: 'Keine Plattform- oder App-Gebühren',
    feeSource: 'Quelle: {source}',
    feeSourceSchedule: 'Gebührenplan des Dienstes ({edition})',
    feeSourceSite: 'von dieser Website festgelegt',
    confidentialNeedsCredential:
      'Vertrauliche Swaps erfordern das Partnerkonto dieser Website beim Swap-Dienst. Schalten Sie „Vertraulicher Swap“ aus, um ein Angebot zu erhalten.',
    confidentialLabel: 'Vertraulicher Swap',
    confidentialHint:
      'Der Swap erscheint nicht in öffentlichen Explorern. Erfordert das Partnerkonto dieser Website beim Dienst.',
    timeRow: 'Geschätzte Dauer',
    timeValue: 'etwa {duration}',

    tokensFailed: 'Die Token-Liste konnte nicht geladen werden. {error}',
    tryAgain: 'Erneut versuchen',
    dismissProblem: 'Schließen',
    quoteNotVerified:
      'Es konnte nicht bestätigt werden, dass das Angebot vom Swap-Dienst stammt. Daher wird seine Einzahlungsadresse nicht angezeigt und nichts gespeichert. Senden Sie kein Geld; bitte versuchen Sie es erneut.',
    lossWarning: 'Dieses Angebot verliert {percent} seines Werts ({amountIn} → {amountOut}).',
    lossAccept: 'Ich akzeptiere, {percent} des Werts zu verlieren',
    lossNotAccepted: 'Setzen Sie das Häkchen, um fortzufahren, oder ändern Sie den Tausch.',
    confirmButton: 'Einzahlungsadresse anfordern',
    confirmPending: 'Einzahlungsadresse wird angefordert…',
    confirmAnnouncement: 'Ihre Einzahlungsadresse wird angefordert…',
    quoteAnnouncementSend: 'Angebot: Sie senden etwa {amount}.',
    quoteAnnouncementReceive: 'Angebot: Sie erhalten etwa {amount}.',
    depositReady: 'Einzahlungsadresse bereit: Senden Sie {amountIn}, um etwa {amountOut} zu erhalten.',
    replaceTitle: 'Diese Einzahlungsadresse ersetzen?',
    replaceDetail:
      'Senden Sie nach dem Ersetzen nichts mehr an die alte Adresse {address}. Sie bleibt auf diesem Gerät gespeichert, und ihr Status lässt sich weiter verfolgen.',
    replaceConfirm: 'Einzahlungsadresse ersetzen',
    replaceKeep: 'Aktuelle behalten',
    replacedNote:
      'Ersetzte Einzahlungsadresse {address}: Senden Sie nichts an sie. Ihr Beleg bleibt auf diesem Gerät gespeichert.',
    formMismatch:
      'Das Formular passt nicht mehr zu Ihrer aktiven Einzahlung ({amountIn} senden, um etwa {amountOut} zu erhalten). Diese Einzahlungsadresse bleibt unverändert; eine neue ersetzt sie.',

    chooseOrigin: 'Wählen Sie den Token, den Sie senden.',
    chooseDestination: 'Wählen Sie den Token, den Sie erhalten.',
    tokenUnavailable: 'Dieser Token wird hier nicht angeboten. Wählen Sie einen anderen.',
    addressOwnedByNobody:
      'Diese Adresse gehört niemandem: Dorthin gesendete Token sind verloren. Geben Sie Ihre eigene Adresse ein.',
    sameToken: 'Wählen Sie einen anderen Token als den, den Sie senden.',
    chooseSwapType: 'Wählen Sie eine Swap-Art.',
    swapTypeNeedsPartner: 'Diese Swap-Art erfordert einen Partner-Token. Wählen Sie eine andere Swap-Art.',
    slippageEmpty: 'Geben Sie eine Slippage-Toleranz ein, zum Beispiel 1 für 1 %.',
    slippageFormat: 'Geben Sie die Slippage als Prozentwert mit höchstens zwei Nachkommastellen ein, zum Beispiel 0,5.',
    slippageTooHigh: 'Die Slippage-Toleranz darf höchstens 100 % betragen.',
    slippageRange: 'Die Slippage-Toleranz muss zwischen 0 % und 100 % liegen.',
    slippageHighWarning:
      'Eine Slippage-Toleranz über 5 % lässt dem Preis viel Spielraum: Sie erhalten möglicherweise bis zu {percent} weniger als angeboten.',
    recipientEmpty: 'Geben Sie die Adresse ein, die die Tokens erhält.',
    refundEmpty: 'Geben Sie eine Adresse für Rückerstattungen ein.',
    addressIsTokenContract:
      'Dies ist der Vertrag von {symbol} auf {chain}, keine Wallet: Dorthin gesendete Token sind verloren.',
    addressIsDepositAddress:
      'Dies ist eine Einzahlungsadresse eines Tauschs auf diesem Gerät, keine Wallet: Dorthin gesendete Token können verloren gehen.',
    recipientOtherChainCaution:
      'Ist dies eine Börsenadresse, prüfen Sie, ob die Börse {symbol} auf {chain} gutschreibt: Börsen schreiben Einzahlungen aus einem anderen Netzwerk womöglich nicht gut.',
    checkingAddress: 'Adresse wird geprüft…',
    deadlineRange: 'Wählen Sie eine Frist zwischen {min} und {max}.',
    slowChainDeadline:
      'Einzahlungen auf {chain} können eine Stunde oder länger bis zur Bestätigung brauchen. Wird Ihre erst nach der Frist bestätigt, wird sie zurückerstattet; wählen Sie daher besser 2 Stunden oder mehr.',
    misconfigured: 'Dieses Widget ist falsch eingerichtet: {reason}',

    // Das Guthaben der verbundenen Browser-Wallet (EVM-Chains).
    connectWallet: '{wallet} verbinden',
    walletFallbackName: 'Browser-Wallet',
    balance: 'Guthaben: {amount}',
    balanceReading: 'Ihr Guthaben wird gelesen …',
    balanceFailed: '{wallet} hat das Guthaben nicht genannt.',
    balanceOtherChain: '{wallet} ist in einem anderen Netzwerk: Wechseln Sie zu {chain}, um Ihr Guthaben zu sehen.',
    balanceTestNetwork:
      '{wallet} ist in {network}, einem Testnetz: Wechseln Sie zum Hauptnetz von {chain}, um Ihr Guthaben zu sehen.',
    balanceOtherMainnet:
      '{wallet} ist in {network}, nicht in {chain}: Wechseln Sie zu {chain}, um Ihr Guthaben zu sehen.',
    balanceNotShared: '{wallet} ist verbunden ({account}); die Wallet nennt Webseiten ihr Guthaben nicht.',
    balanceIntents:
      '{wallet} ist verbunden ({account}). Dieser Tausch wird aus Ihrem NEAR-Intents-Guthaben bezahlt: Sie unterschreiben ihn nach dem Bestätigen.',
    switchChain: 'Zu {chain} wechseln',
    balanceBelowAmount: 'Dieser Betrag ist höher als Ihr Guthaben.',
    walletAccount: '{wallet} auf {family}: {account}',
    walletFamilyEvm: 'EVM-Chains',
    walletDisconnect: 'Trennen',
    max: 'Max',
    maxReserve:
      'Max lässt {reserve} für die Netzwerkgebühr übrig: drei einfache Überweisungen zum aktuellen Gaspreis der Wallet.',
    maxReserveFixed: 'Max behält {reserve} für die Netzwerkgebühr zurück.',
    maxNoFee: 'Max wird nicht angeboten: Die Wallet hat die zurückzulegende Netzwerkgebühr nicht genannt.',
    maxTooLow: 'Ihr Guthaben deckt die Rücklage für die Netzwerkgebühr von {reserve} nicht.',
    walletDeclined: 'Sie haben die Anfrage in {wallet} abgelehnt.',
    walletUnknownChain: '{wallet} kennt {chain} nicht: Fügen Sie es zuerst der Wallet hinzu.',
    walletNoAccount:
      '{wallet} hat kein Konto genannt. Entsperren Sie die Wallet oder legen Sie ein Konto an, dann versuchen Sie es erneut.',
    walletBusy:
      '{wallet} hat bereits eine offene Anfrage: Schließen Sie sie in der Wallet ab, dann versuchen Sie es erneut.',
    walletTestNet:
      '{wallet} ist in {network}, einem Testnetz: Wechseln Sie zum Hauptnetz, dann versuchen Sie es erneut.',
    walletOtherNet:
      '{wallet} ist in {network}, nicht in der Chain dieses Tokens: Wechseln Sie dorthin, dann versuchen Sie es erneut.',
    walletFailed: '{wallet} konnte das nicht ausführen: {message}',
    walletFailedNoMessage:
      '{wallet} konnte das nicht ausführen. Versuchen Sie es erneut, oder geben Sie den Betrag selbst ein.',
  },

  deposit: {
    title: 'Einzahlung senden',
    regionLabelWithGroup: 'Einzahlung senden ({group})',
    titleReceived: 'Ihre Einzahlung',
    regionLabelReceivedWithGroup: 'Ihre Einzahlung ({group})',
    titleTopUp: 'Einzahlung aufstocken',
    regionLabelTopUpWithGroup: 'Einzahlung aufstocken ({group})',

    empty:
      'Es gibt noch keinen Swap, für den eingezahlt werden kann. Holen Sie ein Angebot ein und bestätigen Sie es, um eine Einzahlungsadresse zu erhalten.',
    previewQuote:
      'Dieses Angebot ist eine Vorschau ohne Einzahlungsadresse. Bestätigen Sie das Angebot, um eine Einzahlungsadresse zu erhalten.',
    checkingSignature: 'Die Signatur des Swap-Dienstes für dieses Angebot wird geprüft…',
    loadingTokens: 'Token-Details werden geladen…',
    tokensFailed:
      '{error} Die Einzahlungsdaten unten stammen aus dem auf diesem Gerät gespeicherten Angebot und bleiben gültig. Bis die Token-Liste geladen ist, wird der Token mit seiner Kennung angezeigt: Senden Sie nur diesen Token.',
    tryAgain: 'Erneut versuchen',

    severalSwapsTitle: 'Mehrere Swaps auf diesem Gerät verwenden diese Einzahlungsadresse.',
    severalSwapsDetail: 'Fügen Sie das Memo Ihres Swaps hinzu, um seine Einzahlungsanweisungen anzuzeigen.',
    noReceiptTitle: 'Auf diesem Gerät wurde kein gespeicherter Beleg für diese Einzahlungsadresse gefunden.',
    noReceiptDetail:
      'Die Einzahlungsanweisungen (Token, Chain, Betrag, Memo und Frist) werden nur in dem Browser gespeichert, in dem das Angebot erstellt wurde. Senden Sie kein Geld an {address}, nur weil Sie die Adresse kennen: Holen Sie ein neues Angebot ein oder prüfen Sie den Status des Swaps.',
    noReceiptDetailWithMemo:
      'Die Einzahlungsanweisungen (Token, Chain, Betrag, Memo und Frist) werden nur in dem Browser gespeichert, in dem das Angebot erstellt wurde. Senden Sie kein Geld an {address} (Memo {memo}), nur weil Sie die Adresse kennen: Holen Sie ein neues Angebot ein oder prüfen Sie den Status des Swaps.',

    signatureErrorTitle: 'Senden Sie kein Geld: Diese Einzahlungsadresse konnte nicht verifiziert werden.',
    signatureErrorDetail:
      '{reason} Die Adresse wird verborgen, weil sie manipuliert worden sein könnte. Holen Sie ein neues Angebot vom Swap-Dienst ein.',
    signatureMismatch:
      'Die Signatur des Dienstes passt nicht zu diesem Angebot. Die Einzahlungsadresse könnte manipuliert worden sein; senden Sie kein Geld.',
    signatureMissing:
      'Die Angebotssignatur des Dienstes fehlt oder ist fehlerhaft, daher ist der Einzahlungsadresse nicht zu trauen; senden Sie kein Geld.',
    signatureKeyInvalid: 'Der öffentliche Schlüssel zum Prüfen von Angeboten ist kein gültiger Ed25519-Schlüssel.',
    signatureUnsupported:
      'Dieser Browser konnte die Signatur des Dienstes für das Angebot nicht prüfen; senden Sie kein Geld.',
    signatureFailedWhenSaved:
      'Die Signatur dieses Angebots passte beim Speichern nicht zum Schlüssel des Swap-Dienstes.',
    newQuoteButton: 'Neues Angebot einholen',

    verified: 'Verifiziert: vom Swap-Dienst signiert',
    verifiedTitle: 'Das Angebot und diese Adresse tragen die gültige Signatur des Swap-Dienstes.',
    sendOnlyOnChain: 'Senden Sie nur {token} auf {chain}.',
    sendOnlyToken: 'Senden Sie nur den Token {token}.',
    sendOnlyIntentsOnChain: 'Senden Sie nur {token} ({chain}) innerhalb von NEAR Intents an dieses NEAR-Intents-Konto.',
    sendOnlyIntents: 'Senden Sie nur {token} innerhalb von NEAR Intents an dieses NEAR-Intents-Konto.',
    sendOnlyConfidential:
      'Senden Sie nur {token} innerhalb von Confidential Intents, per signierter Überweisung an dieses Confidential-Intents-Konto. Eine Überweisung von einer Blockchain erreicht es nicht.',
    hyperliquidDepositNote:
      'Von Hyperliquid: pauschal {fee} Einzahlungsgebühr, mindestens {minimum}. Senden Sie mit sendAsset oder spotSend; usdSend kostet {extra} mehr und kann die Einzahlung unvollständig lassen.',
    wrongNetworkHint:
      'Tokens, die über ein anderes Netzwerk gesendet werden, oder andere Tokens können nicht getauscht werden und gehen möglicherweise verloren.',

    sendExactlyLabel: 'Senden Sie genau',
    amountToSendLabel: 'Zu sendender Betrag',
    quotedAmountLabel: 'Angebotener Betrag',
    amountWithToken: '{amount} {token}',
    amountInSmallestUnits: '{units} kleinste Einheiten von {token}',
    amountUsd: '({value})',
    copyAmount: 'Zu sendenden Betrag kopieren',
    rulesExactInput:
      'Weniger als dieser Betrag wird nach der Frist an {refundTo} zurückerstattet. Mehr wird getauscht, und der Überschuss wird nach dem Swap an {refundTo} zurückerstattet.',
    rulesExactInputIntents:
      'Weniger als dieser Betrag wird nach der Frist an das NEAR-Intents-Konto {refundTo} zurückerstattet. Mehr wird getauscht, und der Überschuss wird nach dem Swap dorthin zurückerstattet.',
    rulesExactOutputRange:
      'Akzeptiert: von {min} bis {max}. Weniger als {min} wird nach der Frist zurückerstattet. Mehr als {max} wird getauscht, und der Überschuss wird nach dem Swap an {refundTo} zurückerstattet.',
    rulesExactOutput: 'Akzeptiert: ab {min}. Weniger als {min} wird nach der Frist zurückerstattet.',
    rulesFlexInputWithMinimumOut:
      'Jede Gesamtsumme ab {min} wird akzeptiert und getauscht, solange Sie mindestens {minOut} erhalten; mehrere Einzahlungen werden bis zur Frist zusammengezählt. Ist bis zur Frist weniger als {min} eingegangen, wird es an {refundTo} zurückerstattet. Mehr als der obige Betrag wird trotzdem getauscht.',
    rulesFlexInput:
      'Jede Gesamtsumme ab {min} wird akzeptiert und getauscht; mehrere Einzahlungen werden bis zur Frist zusammengezählt. Ist bis zur Frist weniger als {min} eingegangen, wird es an {refundTo} zurückerstattet. Mehr als der obige Betrag wird trotzdem getauscht.',
    rulesAnyInput:
      'Dieses Angebot akzeptiert jeden Betrag von {token}: Was eingeht, wird zum jeweils aktuellen Kurs getauscht.',

    payFromLabel: 'Zahlen von',
    payFromHint:
      'Jede Chain hat ihre eigene Adresse: Adresse, Memo und QR-Code unten gelten für die hier gewählte Chain.',
    intentsAccountOption: 'NEAR-Intents-Konto',
    acceptsOnChain: 'Diese Adresse akzeptiert jeden Betrag jedes unterstützten Tokens, gesendet auf {chain}.',
    acceptsIntents:
      'Dieses NEAR-Intents-Konto akzeptiert jeden Betrag jedes unterstützten Tokens, gesendet innerhalb von NEAR Intents.',
    acceptsAnyToken: 'Diese Adresse akzeptiert jeden Betrag jedes unterstützten Tokens.',
    wrongNetworkAnyTokenHint:
      'Senden Sie nur auf {chain}: Tokens, die in einem anderen Netzwerk gesendet werden, können nicht getauscht werden und gehen möglicherweise verloren.',
    rulesAnyInputAnyToken:
      'Das Angebot wurde für diesen Betrag von {token} erstellt; jeder Betrag jedes unterstützten Tokens wird akzeptiert und zum jeweils aktuellen Kurs getauscht.',
    anyToken: 'beliebiger Token',

    depositAddressLabel: 'Einzahlungsadresse',
    addressExpiredMark: '(abgelaufen: nicht senden)',
    copyDepositAddress: 'Einzahlungsadresse kopieren',
    memoLabel: 'Memo',
    memoRequired: 'ERFORDERLICH',
    copyMemo: 'Memo kopieren',
    memoHint:
      'Geben Sie dieses Memo in Ihrer Wallet oder Börse bei der Überweisung an. Ohne Memo kann die Einzahlung Ihrem Swap nicht zugeordnet werden und geht möglicherweise verloren.',

    qrLegend: 'QR-Code zeigt',
    qrAddressOption: 'Adresse',
    qrPaymentLinkOption: 'Zahlungslink',
    qrMemoOption: 'Memo',
    qrAddressAlt: 'QR-Code der Einzahlungsadresse {address}',
    qrPaymentLinkAlt: 'QR-Code des Zahlungslinks {link}',
    qrMemoAlt: 'QR-Code des Memos {memo}',
    qrPaymentLinkHint:
      'Nicht jede Wallet liest Zahlungslinks: Zeigt Ihre einen falschen Betrag oder Token an, scannen Sie stattdessen die Adresse.',
    bitcoinLink: 'In Ihrer Bitcoin-Wallet öffnen',

    deadlinePassed: 'Die Frist ist am {date} abgelaufen.',
    timeLeft: 'Verbleibende Zeit zum Senden: {countdown} (bis {date}).',
    afterDeadline: 'Nach der Frist wird ein nicht abgeschlossener Swap an {refundTo} zurückerstattet.',
    afterDeadlineIntents:
      'Nach der Frist wird ein nicht abgeschlossener Swap an das NEAR-Intents-Konto {refundTo} zurückerstattet.',
    afterDeadlineAnyInput: 'Was vor der Frist eingeht, wird an {recipient} ausgezahlt, nie zurückerstattet.',
    inactivePassed: 'Die Adresse wird seit {date} nicht mehr überwacht.',
    inactiveIn: 'Die Adresse wird in {countdown} nicht mehr überwacht (am {date}).',
    afterInactive:
      'Alles, was danach gesendet wird, wird nicht getauscht: Bewahren Sie den Beleg auf, er enthält, was die Betreiber dieser Seite zur Rückholung brauchen.',

    cautionTitle: 'Senden Sie von einer Börse?',
    cautionText:
      'Senden Sie zuerst einen kleinen Testbetrag. Börsen, die Zwischen- oder persönliche Einzahlungsadressen verwenden, schreiben eine Einzahlung unter Umständen erst gut, wenn die Adresse bekannt oder freigegeben ist. Der Testbetrag zählt zur Gesamtsumme: Senden Sie den Rest vor der Frist, sonst wird alles zurückerstattet.',
    anyInputTitle: 'Es wird nichts zurückerstattet.',
    anyInputText:
      'Einzahlungen beliebiger unterstützter Token summieren sich und werden an {recipient} ausgezahlt, sobald sie zusammen den Auszahlungsmindestbetrag des Swap-Dienstes erreichen (1.000 $, Stand November 2026).',
    expiredTitle: 'Senden Sie nichts an diese Adresse: Das Angebot ist abgelaufen.',
    expiredDetail:
      'Jetzt gesendetes Geld wird nicht getauscht. Wenn Sie Ihre Einzahlung bereits vor der Frist gesendet haben, können Sie unten noch ihren Transaktionshash übermitteln; ein nicht abgeschlossener Swap wird an Ihre Rückerstattungsadresse zurückerstattet.',
    expiredDetailAnyInput:
      'Jetzt gesendetes Geld wird nicht getauscht. Einzahlungen, die vor der Frist eingegangen sind, werden ausgezahlt, nie zurückerstattet; wenn Sie eine gesendet haben, können Sie unten noch ihren Transaktionshash übermitteln.',
    announceExpired: 'Die Einzahlungsadresse ist abgelaufen. Senden Sie kein Geld an diese Adresse.',

    txHashLabel: 'Schon gesendet? Beschleunigen Sie es mit dem Transaktionshash',
    txHashHintOnChain:
      'Optional: Der Swap startet von selbst, sobald die Einzahlung eintrifft. Mit dem Hash Ihrer {chain}-Überweisung findet der Dienst sie schneller.',
    txHashHint:
      'Optional: Der Swap startet von selbst, sobald die Einzahlung eintrifft. Mit dem Hash findet der Dienst sie schneller.',
    senderLabel: 'Ihr NEAR-Konto, von dem die Einzahlung kam (optional)',
    senderPlaceholder: 'alice.near',
    senderHasSpaces: 'Ein Konto enthält keine Leerzeichen: Prüfen Sie, was eingefügt wurde.',
    senderInvalid:
      'Dies ist kein gültiges NEAR-Konto: erwartet wird ein NEAR-Konto wie alice.near oder ein implizites Konto mit 64 Zeichen.',
    submitButton: 'Transaktionshash übermitteln',
    submitting: 'Wird übermittelt…',
    submitted: 'Übermittelt. {status}',
    submittedAgain: 'Dieser Hash wurde bereits übermittelt. {status}',
    statusPendingDeposit:
      'Der Dienst hat Ihren Transaktionshash, aber die Einzahlung noch nicht erkannt. Er prüft weiter.',
    statusKnownDepositTx: 'Der Dienst hat Ihre Einzahlungstransaktion gefunden und wartet auf ihre Bestätigung.',
    statusProcessing: 'Ihre Einzahlung ist bestätigt und der Swap wird ausgeführt.',
    statusSuccess: 'Der Swap ist abgeschlossen: Die Tokens wurden an den Empfänger geliefert.',
    statusIncompleteDeposit:
      'Die Einzahlung liegt unter dem erforderlichen Betrag. Senden Sie den Rest vor der Frist, sonst wird sie zurückerstattet.',
    statusRefunded:
      'Der Swap wurde nicht abgeschlossen und die Einzahlung wurde an Ihre Rückerstattungsadresse zurückerstattet.',
    statusFailed:
      'Der Swap ist fehlgeschlagen. Bewahren Sie Ihren Beleg auf und geben Sie ihn den Betreibern dieser Seite: Er enthält, was sie zur Nachverfolgung brauchen.',
    statusUnknown: 'Der Dienst meldet den Status „{status}“.',

    receivedTitle: 'Einzahlung eingegangen',
    receivedKnownDepositTx:
      'Der Dienst hat Ihre Einzahlungstransaktion gefunden und wartet auf ihre Bestätigungen. Von Ihnen wird nichts weiter benötigt.',
    receivedProcessing:
      'Ihre Einzahlung ist bestätigt und der Swap wird ausgeführt. Von Ihnen wird nichts weiter benötigt.',
    outcomeSuccessTitle: 'Swap abgeschlossen',
    outcomeSuccess: 'Die Tokens wurden an {recipient} geliefert.',
    outcomeSuccessWithAmount: '{amount} wurden an {recipient} geliefert.',
    outcomeUnconfirmedTitle: 'Rückerstattung prüfen: Lieferung nicht bestätigt',
    outcomeUnconfirmed:
      'Der Dienst meldet „abgeschlossen“, nennt aber keinen Betrag und keine Übertragung an den Empfänger, wie bei erstatteten Einzahlungen. Prüfen Sie, ob Ihre Einzahlung an {refundTo} zurückging.',
    outcomeRefundedTitle: 'Swap zurückerstattet',
    outcomeRefunded: 'Der Swap wurde nicht abgeschlossen. Ihre Einzahlung wurde an {refundTo} zurückerstattet.',
    outcomeRefundedWithAmount: 'Der Swap wurde nicht abgeschlossen. {amount} wurden an {refundTo} zurückerstattet.',
    outcomeFailedTitle: 'Swap fehlgeschlagen',
    outcomeFailed:
      'Der Swap wurde nicht abgeschlossen. Bewahren Sie Ihren Beleg auf und geben Sie ihn mit dieser Einzahlungsadresse den Betreibern dieser Seite: Damit lässt sich das Geld nachverfolgen.',
    depositedToLabel: 'Ihre Einzahlung ging an',

    topUpReceived: 'Bisher eingegangen: {received} von {total}. Die Einzahlung reicht nicht aus.',
    topUpShort: 'Die Einzahlung liegt unter dem erforderlichen Betrag.',
    stillToSendLabel: 'Noch zu senden',
    copyStillToSend: 'Noch zu sendenden Betrag kopieren',
    topUpRules: 'Ist der Rest bis zur Frist nicht eingegangen, wird alles Eingegangene an {refundTo} zurückerstattet.',
    txHashLabelTopUp: 'Rest gesendet? Beschleunigen Sie es mit seinem Transaktionshash',

    // Bezahlen aus einer Browser-Wallet (EVM-Chains).
    walletPay: 'Mit {wallet} bezahlen',
    walletPayAgain: 'Erneut mit {wallet} versuchen',
    walletFallbackName: 'Browser-Wallet',
    walletHint:
      'Die Wallet fragt Sie bei jedem Schritt: verbinden, zu {chain} wechseln, genau {amount} an die Adresse unten senden. Oder senden Sie den Betrag selbst aus einer beliebigen Wallet oder Börse.',
    walletHintDirect:
      'Die Wallet bittet Sie, jeden Schritt zu bestätigen: verbinden, dann genau {amount} an die Adresse unten senden. Oder senden Sie den Betrag selbst von einer beliebigen Wallet oder Börse.',
    walletConnecting: 'Warten auf {wallet}: Bestätigen Sie dort die Verbindung.',
    walletSwitching: 'Warten auf {wallet}: Bestätigen Sie dort den Wechsel zu {chain}.',
    walletChecking: 'Ihr Guthaben wird mit {wallet} geprüft …',
    walletSending: 'Warten auf {wallet}: Bestätigen Sie dort das Senden von genau {amount}.',
    walletSent:
      '{wallet} hat die Zahlung gesendet, und diese Seite hat ihren Transaktionshash an den Swap-Dienst übergeben. Sie müssen nichts weiter tun.',
    walletSentSeen: '{wallet} hat die Zahlung gesendet, und der Swap-Dienst hat sie gesehen.',
    walletSentDone: 'Mit {wallet} bezahlt.',
    walletTxHashLabel: 'Transaktionshash',
    walletDeclined: 'Sie haben die Anfrage in {wallet} abgelehnt. Es wurde nichts gesendet.',
    walletUnknownChain:
      '{wallet} kennt {chain} nicht. Fügen Sie {chain} der Wallet hinzu und versuchen Sie es erneut, oder senden Sie den Betrag selbst an die Adresse unten.',
    walletWrongChain:
      '{wallet} ist noch in einem anderen Netzwerk. Wechseln Sie zu {chain} und versuchen Sie es erneut.',
    walletTestNetwork:
      '{wallet} ist in {network}, einem Testnetz. Wechseln Sie zum Hauptnetz von {chain} und versuchen Sie es erneut. Es wurde nichts gesendet.',
    walletOtherMainnet:
      '{wallet} ist in {network}, nicht in {chain}. Wechseln Sie zu {chain} und versuchen Sie es erneut. Es wurde nichts gesendet.',
    walletInactive:
      'Das Konto in {wallet} ist auf {chain} noch nicht aktiviert und kann daher nichts senden. Empfangen Sie zuerst etwas TRX darauf, dann versuchen Sie es erneut. Es wurde nichts gesendet.',
    walletUnfunded:
      'Das Konto in {wallet} existiert auf {chain} noch nicht und kann daher nichts senden. Empfangen Sie zuerst mindestens 1 XLM darauf, dann versuchen Sie es erneut. Es wurde nichts gesendet.',
    walletNoTrustline:
      'Das Konto in {wallet} hat auf {chain} keine Trustline für diesen Token und kann ihn daher nicht senden. Es wurde nichts gesendet.',
    walletDepositUnready:
      'Die Einzahlungsadresse kann diesen Token auf {chain} noch nicht empfangen. Es wurde nichts gesendet. Prüfen Sie den Swap, bevor Sie auf anderem Weg zahlen.',
    walletNoResources:
      'Dem Konto in {wallet} fehlen Energie und Bandbreite für diese Überweisung, und es hält nicht die TRX, die das Netzwerk stattdessen verbrennen würde (etwa {fee}). Laden Sie TRX auf oder staken bzw. mieten Sie Energie, dann versuchen Sie es erneut. Es wurde nichts gesendet.',
    walletNoResourcesNoFee:
      'Das Netzwerk hat die Überweisung abgelehnt: Dem Konto in {wallet} fehlen Energie oder Bandbreite dafür. Laden Sie TRX auf oder staken bzw. mieten Sie Energie, dann versuchen Sie es erneut.',
    walletBusy:
      '{wallet} hat bereits eine offene Anfrage. Schließen Sie sie in der Wallet ab und versuchen Sie es dann erneut.',
    walletNoAccount:
      '{wallet} hat kein Konto genannt. Entsperren Sie die Wallet oder legen Sie ein Konto an, dann versuchen Sie es erneut.',
    walletFundsLow:
      '{wallet} meldet, dass das Konto {amount} zuzüglich der Netzwerkgebühr nicht bezahlen kann. Es wurde nichts gesendet.',
    walletBalanceLow:
      'Das Konto {account} hält {balance} auf {chain}; diese Zahlung braucht {amount}. Laden Sie Guthaben auf oder wählen Sie in {wallet} ein anderes Konto, dann versuchen Sie es erneut.',
    walletBalanceLowNative:
      'Das Konto {account} hält {balance} auf {chain}; diese Zahlung braucht {amount} zuzüglich der Netzwerkgebühr. Laden Sie Guthaben auf oder wählen Sie in {wallet} ein anderes Konto, dann versuchen Sie es erneut.',
    walletOtherAccount:
      '{wallet} ist auf dem Konto {account}, nicht auf Ihrer Rückerstattungsadresse {refundTo}. Wird der Swap erstattet, geht das Geld an {refundTo}, nicht zurück an dieses Konto. Wechseln Sie das Konto in {wallet} und versuchen Sie es erneut, oder zahlen Sie von diesem Konto.',
    walletContinue: 'Trotzdem von {account} zahlen',
    walletTimeout:
      '{wallet} hat seit {duration} nicht geantwortet. Öffnen Sie die Wallet: Zeigt sie eine Anfrage, beantworten Sie sie dort, dann versuchen Sie es erneut.',
    walletTimeoutSend:
      '{wallet} hat seit {duration} nicht auf die Zahlung geantwortet. Zeigt sie die Zahlung noch, bestätigen oder ablehnen Sie sie dort. Prüfen Sie vor einem neuen Versuch die Aktivität der Wallet, damit Sie nicht doppelt zahlen.',
    walletFailed: '{wallet} konnte das nicht ausführen: {message}',
    walletFailedNoMessage:
      '{wallet} konnte das nicht ausführen. Versuchen Sie es erneut, oder senden Sie den Betrag selbst an die Adresse unten.',
    walletInterrupted:
      'Diese Seite wurde neu geladen, während Ihre Wallet um die Zahlung gebeten wurde; ihre Antwort ging verloren. Prüfen Sie die Aktivität der Wallet, bevor Sie erneut zahlen: Ist die Zahlung hinausgegangen, geben Sie unten ihren Transaktionshash ein.',

    intentSign: 'Mit {wallet} signieren',
    intentSignAgain: 'Erneut mit {wallet} signieren',
    intentHint:
      'Bezahlt {amount} aus Ihrem NEAR-Intents-Guthaben: Die Wallet bittet Sie, sich zu verbinden und dann eine Überweisung von genau {amount} an die Einzahlungsadresse zu signieren. Auf keiner Chain wird etwas gesendet.',
    intentPreparing: 'Der Swap-Dienst wird nach der zu signierenden Überweisung gefragt …',
    intentSigning:
      'Warten auf {wallet}: Signieren Sie dort die Überweisung von genau {amount} vom Intents-Konto {account}.',
    intentSubmitting: 'Die signierte Überweisung wird an den Swap-Dienst gesendet …',
    intentSent:
      'Mit {wallet} aus Ihrem NEAR-Intents-Guthaben bezahlt: Der Swap-Dienst hat die signierte Überweisung angenommen.',
    intentSentDone: 'Mit {wallet} aus Ihrem NEAR-Intents-Guthaben bezahlt.',
    intentHashLabel: 'Intent-Hash',
    intentDeclined: 'Sie haben das Signieren in {wallet} abgelehnt. Es wurde nichts bezahlt.',
    intentMismatch:
      'Die Überweisung, die der Swap-Dienst zum Signieren geliefert hat, ist nicht genau {amount} an die Einzahlungsadresse dieses Swaps, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchSigner:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, ist für ein anderes Konto als {account}, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchDeadline:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, ist bereits abgelaufen, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt. Versuchen Sie es erneut.',
    intentMismatchReceiver:
      'Die Überweisung, die der Swap-Dienst zum Signieren geliefert hat, geht an eine andere Adresse als die Einzahlungsadresse dieses Swaps, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchAmount:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, zahlt nicht genau {amount}, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchToken:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, bewegt außer {amount} noch einen anderen Token, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchReceives:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, schreibt Ihrem eigenen Intents-Konto etwas gut, dieser Swap zahlt aber an seinen Empfänger, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchPayout:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, schreibt Ihrem Intents-Konto weniger als die {minimum} dieses Angebots gut, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentMismatchUnbound:
      'Der Intent, den der Swap-Dienst zum Signieren geliefert hat, nimmt {amount} von Ihrem Guthaben ohne die Auszahlung dieses Swaps im Gegenzug, daher wurde {wallet} nicht um eine Signatur gebeten. Es wurde nichts bezahlt.',
    intentRefusedSignature:
      'Der Swap-Dienst hat die Signatur abgelehnt: Sie stammt nicht vom Intents-Konto {account}. Es wurde nichts bezahlt. Prüfen Sie das Konto in {wallet} und versuchen Sie es erneut.',
    intentRefusedBalance:
      'Das Intents-Konto {account} hält keine {amount}. Es wurde nichts bezahlt. Laden Sie es auf und versuchen Sie es erneut, oder senden Sie den Betrag auf anderem Weg an die Einzahlungsadresse.',
    intentRefusedExpired:
      'Die signierte Überweisung kam zu spät: Die Frist des Angebots ist abgelaufen. Es wurde nichts bezahlt. Holen Sie ein neues Angebot.',
    intentRefusedReplayed:
      'Der Swap-Dienst hat diese signierte Überweisung bereits. Der Status unten verfolgt den Swap.',
    intentRefusedQuote: 'Der Swap-Dienst nimmt für dieses Angebot jetzt keine signierte Überweisung an: {message}',
    intentRefused: 'Der Swap-Dienst hat die signierte Überweisung abgelehnt: {message}. Es wurde nichts bezahlt.',
    intentServiceError: 'Der Swap-Dienst konnte nicht gefragt werden: {message}',
    intentServiceResend:
      'Der Swap-Dienst hat nicht geantwortet: {message} Ihre signierte Überweisung ist möglicherweise schon ausgeführt. Senden Sie dieselbe Überweisung erneut (sie kann nicht doppelt zahlen) oder prüfen Sie den Swap-Status; {wallet} wird nicht um eine neue Signatur gebeten, solange diese noch ausgeführt werden kann.',
    intentServiceResendUntil:
      'Der Swap-Dienst hat nicht geantwortet: {message} Ihre signierte Überweisung ist möglicherweise schon ausgeführt. Senden Sie dieselbe Überweisung erneut (sie kann nicht doppelt zahlen) oder prüfen Sie den Swap-Status; {wallet} wird nicht um eine neue Signatur gebeten, bevor sie am {until} verfällt.',
    intentResend: 'Signierte Überweisung erneut senden',
    intentCheck: 'Swap-Status prüfen',
    intentChecking: 'Der Swap-Dienst wird gefragt, ob Ihre signierte Überweisung angekommen ist …',
    intentArrived:
      'Der Swap-Dienst hat die Einzahlung für diesen Swap erhalten. Es ist nichts mehr zu signieren oder zu senden.',
    intentNotArrived:
      'Für diesen Swap ist noch nichts angekommen, aber Ihre signierte Überweisung kann noch ausgeführt werden. Senden Sie sie erneut oder prüfen Sie später; {wallet} wird nicht um eine neue Signatur gebeten, solange diese noch ausgeführt werden kann.',
    intentNotArrivedUntil:
      'Für diesen Swap ist noch nichts angekommen, aber Ihre signierte Überweisung kann bis {until} noch ausgeführt werden. Senden Sie sie erneut oder prüfen Sie später; {wallet} wird vorher nicht um eine neue Signatur gebeten.',
    intentLapsed:
      'Ihre signierte Überweisung ist mit ihrer Frist verfallen, und es ist nichts angekommen: Es wurde nichts bezahlt. Signieren Sie erneut, um zu bezahlen.',
    intentInterrupted:
      'Diese Seite wurde neu geladen, während Ihre Wallet um eine Signatur gebeten wurde, daher ging ihre Antwort verloren. Es wurde nichts bezahlt: Signieren Sie erneut, um zu bezahlen.',

    downloadReceipt: 'Beleg herunterladen',
    receiptHint: 'Das signierte Angebot als JSON: Bewahren Sie es auf, um Streitfragen zu diesem Swap zu klären.',
  },

  status: {
    pendingDepositTitle: 'Warten auf Ihre Einzahlung',
    pendingDepositDetail:
      'Senden Sie den genauen Betrag an die Einzahlungsadresse. Diese Seite aktualisiert sich von selbst, sobald der Dienst Ihre Überweisung erkennt.',
    stillWaitingTitle: 'Wir warten weiterhin auf Ihre Einzahlung',
    stillWaitingDetail:
      'Falls Sie bereits gesendet haben: Prüfen Sie in Ihrer Wallet, dass die Überweisung genau an diese Einzahlungsadresse auf {chain} ging (mit dem Memo, falls eines angezeigt wird) und bestätigt ist. Sobald sie bestätigt ist, reichen Sie ihren Transaktions-Hash dort ein, wo Sie die Adresse erhalten haben, damit der Dienst sofort danach sucht. Kommt bis zur Frist, {date}, nichts an, wird nichts getauscht, und später eintreffendes Geld geht an Ihre Rückerstattungsadresse zurück.',
    anyInputDeliveredTitle: 'Bisher geliefert, sammelt weiter',
    anyInputDeliveredDetail:
      'Einzahlungen an diese Adresse wurden umgetauscht, und bisher wurden {amount} an den Empfänger geliefert. Die Adresse nimmt bis {date} weitere Einzahlungen an; jede wird für sich umgetauscht und geliefert.',
    pendingDepositAnyInputDetail:
      'Diese Adresse nimmt bis zu ihrer Frist Einzahlungen an; jede wird für sich umgetauscht und geliefert. Diese Seite aktualisiert sich, sobald sie eintreffen.',
    depositClosedTitle: 'Einzahlungsfrist abgelaufen',
    depositClosedDetail:
      'Die Frist ist abgelaufen, bevor eine Einzahlung einging, daher findet dieser Swap nicht statt. Senden Sie kein Geld an diese Einzahlungsadresse; holen Sie stattdessen ein neues Angebot ein.',
    depositClosedAnyInputDetail:
      'Diese Adresse nimmt seit ihrer Frist keine Einzahlungen mehr an. Senden Sie kein Geld mehr an sie; holen Sie stattdessen ein neues Angebot ein.',
    incompleteClosedDetail:
      'Bis zur Frist ist weniger als der erforderliche Betrag eingegangen, daher findet der Swap nicht statt, und das Eingegangene wird zurückerstattet. Senden Sie nichts mehr an diese Einzahlungsadresse.',
    knownDepositTitle: 'Einzahlung erkannt, wartet auf Bestätigungen',
    knownDepositDetailOnChain:
      'Ihre Überweisung wurde auf {chain} erkannt und wartet auf genügend Bestätigungen. Sie müssen nichts tun: Der Swap startet von selbst.',
    knownDepositDetail:
      'Ihre Überweisung wurde erkannt und wartet auf genügend Bestätigungen. Sie müssen nichts tun: Der Swap startet von selbst.',
    pendingDepositIntentsDetail:
      'Bezahlen Sie den genauen Betrag aus Ihrem NEAR-Intents-Guthaben. Diese Seite aktualisiert sich von selbst, sobald der Dienst die Überweisung erkennt.',
    knownDepositIntentsTitle: 'Überweisung erkannt',
    knownDepositIntentsDetail:
      'Ihre Überweisung aus Ihrem NEAR-Intents-Guthaben wurde erkannt. Sie müssen nichts tun: Der Swap startet von selbst.',
    incompleteDepositTitle: 'Einzahlung unvollständig',
    incompleteDepositDetail:
      'Es ist weniger als der erforderliche Betrag eingegangen. Senden Sie den fehlenden Betrag vor der Frist an dieselbe Einzahlungsadresse, oder warten Sie: Nach der Frist wird das Eingegangene zurückerstattet.',
    processingTitle: 'Swap läuft',
    processingDetailWithEstimate:
      'Ihre Einzahlung ist bestätigt und der Swap wird ausgeführt; das dauert meist etwa {duration}. Sie müssen nichts tun: Sie können diese Seite schließen, der Swap läuft weiter.',
    processingDetail:
      'Ihre Einzahlung ist bestätigt und der Swap wird ausgeführt. Sie müssen nichts tun: Sie können diese Seite schließen, der Swap läuft weiter.',
    successTitle: 'Swap abgeschlossen',
    successDetailWithAmount: '{amount} wurde an den Empfänger geliefert.',
    successDetail: 'Die Tokens wurden an den Empfänger geliefert.',
    successDetailNoAmount:
      'Die Tokens wurden an den Empfänger geliefert. Der Dienst hat den genauen Betrag nicht gemeldet: Die Wallet des Empfängers zeigt ihn, und das Angebot garantierte mindestens {amount}.',
    unconfirmedSuccessTitle: 'Rückerstattung prüfen: Lieferung nicht bestätigt',
    unconfirmedSuccessDetail:
      'Der Dienst meldet „abgeschlossen“, nennt aber keinen Betrag und keine Übertragung an den Empfänger, wie bei erstatteten Einzahlungen. Prüfen Sie, ob Ihre Einzahlung an Ihre Rückerstattungsadresse zurückging, und bewahren Sie die Angaben unten auf.',
    unconfirmedSuccessDetailWithAddress:
      'Der Dienst meldet „abgeschlossen“, nennt aber keinen Betrag und keine Übertragung an den Empfänger, wie bei erstatteten Einzahlungen. Prüfen Sie, ob Ihre Einzahlung an {address} zurückging, und bewahren Sie die Angaben unten auf.',
    processingLateDetail:
      'Ihre Einzahlung ist angekommen, aber der Swap läuft noch, obwohl seine Frist abgelaufen ist. Ihr Geld ist nicht verloren: Bewahren Sie die Angaben unten auf; diese Seite prüft weiterhin.',
    receivedNotReported: 'laut Angebot; der Dienst hat den genau gelieferten Betrag nicht gemeldet',
    refundedTitle: 'Zurückerstattet',
    refundedDetail:
      'Der Swap kam nicht zustande und Ihre Einzahlung wurde an Ihre Rückerstattungsadresse zurückgesendet.',
    refundedIntentsDetail: 'Der Swap kam nicht zustande und Ihre Einzahlung ging an Ihr NEAR-Intents-Guthaben zurück.',
    failedTitle: 'Swap fehlgeschlagen',
    failedDetail:
      'Der Swap konnte nicht abgeschlossen werden. Bewahren Sie die Angaben unter „Hilfe zu diesem Swap?“ unten auf: Damit lässt sich das Geld nachverfolgen.',
    unknownStatusTitle: 'Status: {status}',
    unknownStatusDetail: 'Der Dienst meldet einen Status, den diese Seite noch nicht kennt. Sie prüft weiter.',
    checkingTitle: 'Status wird geprüft…',
    checkingDetail: 'Der Swap-Dienst wird zu dieser Einzahlungsadresse befragt.',
    waitingForServiceTitle: 'Warten, bis der Dienst diese Adresse kennt',
    waitingForServiceDetail:
      'Die Einzahlungsadresse wurde gerade erst erstellt und der Swap-Dienst hat sie noch nicht registriert. Das ist normal und dauert einige Sekunden; diese Seite prüft weiter.',
    notFoundTitle: 'Einzahlungsadresse nicht gefunden',
    notFoundDetail:
      'Der Swap-Dienst kennt diese Einzahlungsadresse nicht. Prüfen Sie die Adresse (und das Memo, falls der Swap eines hat). Diese Seite prüft weiter, falls die Adresse gerade erst erstellt wurde.',
    retryingTitle: 'Gleich erneute Prüfung',
    retryingDetail:
      'Der Swap-Dienst hat auf diese Prüfung nicht geantwortet. Diese Seite fragt von selbst erneut; Sie müssen nichts tun.',
    unavailableTitle: 'Status noch nicht verfügbar',
    unavailableDetail: 'Der Swap-Dienst hat noch nicht geantwortet. Diese Seite versucht es von selbst weiter.',
    empty: 'Noch kein Swap zum Verfolgen. Sobald eine Einzahlungsadresse erstellt ist, erscheint ihr Status hier.',

    announceWaitingForService: 'Warten, bis der Dienst die Einzahlungsadresse registriert',
    announceConnectionRestored: 'Verbindung wiederhergestellt. {status}',

    refundReasonPartialDeposit: 'Bis zur Frist ist weniger als der erforderliche Betrag eingegangen.',
    refundReasonAmountBelowMinOut:
      'Der Preis hat sich bewegt: Der Swap hätte weniger geliefert als das von Ihnen akzeptierte Minimum (Ihre Slippage-Grenze).',
    refundReasonAmountAboveBalance: 'Der Betrag war größer als die für diesen Swap verfügbare Liquidität.',
    refundReasonIntentSubmitFailed: 'Der Swap konnte nicht zur Ausführung übermittelt werden.',
    refundReasonCircuitBreaker: 'Swaps auf dieser Route sind aus Sicherheitsgründen vorübergehend pausiert.',
    refundReasonFeeEstimationFailed: 'Die Netzwerkgebühr für die Lieferung der Tokens konnte nicht geschätzt werden.',
    refundReasonNoLiquidity: 'Es war nicht genug Liquidität vorhanden, um den Swap auszuführen.',
    refundReasonBelowMinWithdrawable:
      'Der resultierende Betrag lag unter dem kleinsten Betrag, der auf der Ziel-Chain geliefert werden kann.',
    refundReasonInsufficientBalance: 'Das Guthaben reichte nicht aus, um den Swap abzuschließen.',
    refundReasonRefundFailed:
      'Die Rückerstattung konnte nicht automatisch veranlasst werden. Bitten Sie mit den Angaben unten um Hilfe.',
    refundReasonUnknown: 'Der Dienst hat keinen bestimmten Grund angegeben.',
    refundReasonOther: 'Der Dienst hat diesen Grund angegeben: {reason}.',

    timelineLabel: 'Fortschritt',
    stepDeposit: 'Einzahlung',
    stepProcessing: 'Swap',
    stepDelivered: 'Lieferung',
    stepRefunded: 'Rückerstattung',
    stepFailed: 'Fehlgeschlagen',
    stepDone: '{step}: erledigt',
    stepCurrent: '{step}: läuft',
    stepUpcoming: '{step}: noch nicht',
    stepFailedState: '{step}: fehlgeschlagen',
    stepSkipped: '{step}: fand nicht statt',

    nextAttempt: 'Nächster Versuch in {duration}.',
    retryBusy: 'Der Swap-Dienst ist gerade ausgelastet.',
    retryServer: 'Der Swap-Dienst hatte ein kurzes Problem.',
    retryUnreachable: 'Der Swap-Dienst war nicht erreichbar; prüfen Sie Ihre Verbindung.',
    retryIn: 'Erneute Prüfung in {duration}.',

    incompleteHeading: 'Ein Teil der Einzahlung fehlt',
    arrivedLabel: 'Eingegangen',
    notKnownYet: 'Noch nicht bekannt',
    requiredLabel: 'Erforderlich',
    missingLabel: 'Fehlt',
    missingMinimum: 'Mindestens {amount} werden benötigt, damit der Swap stattfinden kann.',
    topUpUntil: 'Eine Nachzahlung wird bis {date} akzeptiert (noch {countdown}).',
    topUpSameAddress: 'Senden Sie sie an dieselbe Einzahlungsadresse.',
    topUpSameAddressAndMemo: 'Senden Sie sie an dieselbe Einzahlungsadresse mit demselben Memo.',
    topUpRefund:
      'Kommt bis dahin nichts mehr an, wird das Eingegangene an Ihre Rückerstattungsadresse zurückerstattet.',

    lateHeadingWithDate: 'Dieser Swap hat seine Frist ({date}) überschritten und ist nicht abgeschlossen.',
    lateHeading: 'Dieser Swap hat seine Frist überschritten und ist nicht abgeschlossen.',
    lateQuoteExpired: 'Das Angebot ist abgelaufen: {doNotSend} Holen Sie stattdessen ein neues Angebot ein.',
    lateDoNotSend: 'Senden Sie jetzt kein Geld an diese Einzahlungsadresse.',
    lateAlreadySentWithAddress:
      'Falls Sie bereits Geld gesendet haben, geht es an Ihre Rückerstattungsadresse ({address}) zurück, sobald der Dienst die Überweisung verarbeitet.',
    lateAlreadySent:
      'Falls Sie bereits Geld gesendet haben, geht es an Ihre Rückerstattungsadresse zurück, sobald der Dienst die Überweisung verarbeitet.',
    lateNotLostWithAddress:
      'Ihr Geld ist nicht verloren. Swaps können länger dauern, wenn ein Netzwerk überlastet ist; ein Swap, der nicht abgeschlossen werden kann, wird an Ihre Rückerstattungsadresse ({address}) zurückerstattet.',
    lateNotLost:
      'Ihr Geld ist nicht verloren. Swaps können länger dauern, wenn ein Netzwerk überlastet ist; ein Swap, der nicht abgeschlossen werden kann, wird an Ihre Rückerstattungsadresse zurückerstattet.',
    lateKeepsChecking:
      'Diese Seite prüft weiterhin alle {duration}. Bewahren Sie die Einzahlungsadresse unten auf: Sie können diese Seite schließen und später zurückkehren. Ändert sich innerhalb einiger Stunden nichts, bitten Sie mit den Angaben unten um Hilfe.',

    youSendLabel: 'Sie senden',
    quotedInLabel: 'Angebotener Betrag',
    swappedLabel: 'Getauscht',
    depositedLabel: 'Eingezahlt',
    youReceiveLabel: 'Sie erhalten',
    receivedLabel: 'Erhalten',
    estimatedAtLeast: 'Geschätzt; mindestens {amount}',
    estimatedAnyInputMinimum: 'Geschätzt; die kleinste akzeptierte Einzahlung ({min}) ergibt mindestens {amount}',
    refundedLabel: 'Zurückerstattet',
    refundedExcess:
      'Sie haben mehr gesendet, als der Swap brauchte; der Überschuss ging an Ihre Rückerstattungsadresse zurück.',
    refundedTo: 'Zurückgesendet an {address}.',
    refundedToIntents: 'Zurück im NEAR-Intents-Guthaben von {address}.',
    reasonLabel: 'Grund',
    refundReasonLabel: 'Grund der Rückerstattung',
    recipientLabel: 'Empfänger',
    hyperliquidPerpsNote: 'USDC kommt im Perps-Guthaben auf Hyperliquid an, nicht im Spot-Guthaben.',
    usdValue: '(≈ {usd})',

    depositAddressLabel: 'Einzahlungsadresse',
    copyDepositAddress: 'Einzahlungsadresse kopieren',
    memoLabel: 'Memo',
    copyMemo: 'Memo kopieren',
    startedLabel: 'Gestartet',
    elapsedLabel: 'Verstrichen',
    tookLabel: 'Dauer',
    usuallyTakes: 'Meist etwa {duration} nach der Einzahlung.',
    deadlineLabel: 'Frist',
    deadlineCountdown: '(noch {countdown})',
    deadlinePassed: 'Vor {duration} abgelaufen.',
    lastChangeLabel: 'Letzte Änderung',
    withdrawFeeLabel: 'Liefergebühr',
    withdrawFeeNote: 'Netzwerkgebühr, bereits vom Betrag abgezogen, den Sie erhalten.',
    refundFeeLabel: 'Rückerstattungsgebühr',
    refundFeeIfRefunded: 'Netzwerkgebühr, nur berechnet, wenn die Einzahlung zurückerstattet wird.',
    refundFeeIncomplete:
      'Netzwerkgebühr, von der Rückerstattung abgezogen, falls der fehlende Betrag nicht vor der Frist eintrifft.',
    refundFeeRefunded: 'Netzwerkgebühr, für das Zurücksenden der Einzahlung berechnet.',

    withdrawalsHeading: 'Eingesammelt und ausgezahlt',
    withdrawalsLoading: 'Prüfe, was diese Adresse eingesammelt hat…',
    withdrawalsNone: 'Noch nichts eingesammelt.',
    withdrawalsRefused:
      'Was diese Adresse eingesammelt hat, lässt sich nur mit dem Partner-Zugang auflisten: Verweisen Sie dieses Element auf ein Gateway, das ihn hinzufügt, oder setzen Sie seinen apiKey oder token.',
    withdrawalsFailed: 'Die Auszahlungen konnten nicht geladen werden. {error}',
    withdrawalsRetry: 'Erneut versuchen',
    withdrawalsCountLabel: 'Auszahlungen',
    withdrawalsCount: '{count, plural, one {# Auszahlung} other {# Auszahlungen}}',
    withdrawalsCountWithFailed: '{count, plural, one {# Auszahlung} other {# Auszahlungen}}, {failed} fehlgeschlagen',
    totalReceivedLabel: 'Insgesamt erhalten',
    totalFeesLabel: 'Gebühren insgesamt',
    withdrawalsPartial: 'Die neuesten {shown} von {total} Auszahlungen; die Summen umfassen diese.',
    withdrawalTimeLabel: 'Zeit',
    withdrawalAmountLabel: 'Ausgezahlt',
    withdrawalFeeLabel: 'Gebühr',
    withdrawalStatusLabel: 'Status',
    withdrawalHashLabel: 'Transaktion',
    withdrawalSuccess: 'Geliefert',
    withdrawalFailed: 'Fehlgeschlagen',
    withdrawalStatusOther: 'Gemeldet als „{status}“',
    withdrawalUnits: '{units} kleinste Einheiten von {token}',

    originTransactionsOnChain: 'Einzahlungs- und Rückerstattungstransaktionen ({chain})',
    originTransactions: 'Einzahlungs- und Rückerstattungstransaktionen',
    intentsTransfers: 'Einzahlungs- und Rückerstattungsüberweisungen (NEAR-Intents-Guthaben)',
    intentsDepositTransfers: 'Einzahlung (aus dem NEAR-Intents-Guthaben) und Rückerstattungstransaktionen',
    nearTransactions: 'NEAR-Transaktionen',
    destinationTransactionsOnChain: 'Liefertransaktionen ({chain})',
    destinationTransactions: 'Liefertransaktionen',
    intentHashes: 'Intent',
    opensInNewTab: '(öffnet den Explorer in einem neuen Tab)',
    copyTransactionHash: 'Transaktionshash kopieren',

    finalAmountsHeading: 'So setzen sich die Beträge zusammen',
    finalSentLabel: 'An der Einzahlungsadresse eingegangen',
    finalSwappedLabel: 'Getauscht',
    finalRefundFeeLabel: 'Netzwerkgebühr für die Rückerstattung',
    finalRefundedLabel: 'Zurückerstattet',
    finalDeliveredLabel: 'An den Empfänger geliefert',
    finalFeesHeading: 'Im getauschten Betrag enthaltene Gebühren',
    finalPlatformFee: 'Plattformgebühr',
    finalAppFee: 'App-Gebühr ({recipient})',
    finalInsuranceFee: 'Versicherung',
    finalFeeLine: '{fee} ({percent}): {amount}',
    finalIncomplete:
      'Der Dienst hat nicht alle Zahlen dieses Swaps gemeldet, daher werden sie hier nicht zusammengerechnet: Die Beträge oben sind so, wie er sie gemeldet hat.',

    supportHeading: 'Hilfe zu diesem Swap?',
    supportContact:
      'Wenden Sie sich an {link} und geben Sie die Angaben unten an: Damit lässt sich der Swap nachverfolgen.',
    supportNoContact:
      'Wenden Sie sich an die Betreiber dieser Website und geben Sie die Angaben unten an: Damit lässt sich der Swap nachverfolgen.',
    supportOpensInNewTab: '(öffnet sich in einem neuen Tab)',
    supportStatusLabel: 'Status',
    supportReferenceLabel: 'Referenz (Korrelations-ID)',
    copyReference: 'Referenz kopieren',
    supportOriginLabel: 'Einzahlungs- und Rückerstattungstransaktionen',
    supportDestinationLabel: 'Liefertransaktionen',
    copyAll: 'Alles kopieren',
    copyAllLabel: 'Alle diese Angaben als Text kopieren',

    checkNow: 'Jetzt prüfen',
    checkingButton: 'Wird geprüft…',
    checksAgainIn: 'Prüft in {duration} von selbst erneut.',
  },

  history: {
    title: 'Swap-Verlauf',

    setupConnect: 'Verbinden Sie den Explorer, um Ihre Swaps zu sehen.',
    setupRefused: 'Der Explorer hat den Zugriff verweigert.',
    setupIntro:
      'Der Verlauf wird aus dem Intents Explorer gelesen, der Ihren Partner-Token braucht. Wählen Sie einen Weg:',
    setupProxy:
      'Öffentliche Seiten: Richten Sie auf Ihrem eigenen Server einen kleinen Proxy ein, der den Token ergänzt, und verweisen Sie das Element darauf:',
    setupScript: 'Interne Dashboards: Setzen Sie den Token per Skript, niemals im HTML:',
    setupWaiting: 'Bis dahin wird nichts angefragt.',
    setupCheck: 'Prüfen Sie den Token oder den Proxy und laden Sie dann neu.',

    updatingIn: 'Aktualisierung in {seconds} s',
    updating: 'Wird aktualisiert…',
    refreshesEvery: 'Aktualisiert alle {seconds} s',
    refreshButton: 'Aktualisieren',
    exportButton: 'CSV exportieren',

    exportLabel: 'CSV-Export',
    exportStarting: 'Export läuft: Die erste Seite wird gelesen…',
    exportProgress: 'Exportiere {done} von {total, plural, one {# Swap} other {# Swaps}}',
    exportNextPage: 'Nächste Seite in {seconds} s.',
    exportTimeLeft: 'Noch etwa {duration}.',
    exportCancel: 'Export abbrechen',
    exportDone: '{count, plural, one {# Swap} other {# Swaps}} exportiert.',
    exportDownload: '{name} herunterladen',
    exportFileName: 'swaps-{date}.csv',
    exportCancelled: 'Export abgebrochen: Es wurde keine Datei erstellt.',
    exportFailed: 'Der Export wurde abgebrochen: {reason}',

    filtersLabel: 'Filter',
    statusesLegend: 'Status',
    statusesOpenHidden:
      'Swaps, die noch auf eine Einzahlung warten (ausstehend oder unvollständig), erscheinen nur, wenn sie angekreuzt sind.',
    searchLabel: 'Suche',
    searchPlaceholder: 'Adresse, Absender oder Tx-Hash',
    fromChainLabel: 'Von Chain',
    fromTokenLabel: 'Von Token',
    toChainLabel: 'Nach Chain',
    toTokenLabel: 'Nach Token',
    referralLabel: 'Referral',
    affiliateLabel: 'Affiliate (Gebührenempfänger)',
    minUsdLabel: 'Min. USD',
    maxUsdLabel: 'Max. USD',
    startLabel: 'Von Datum',
    endLabel: 'Bis Datum (einschließlich)',
    showTestLabel: 'Testtransaktionen anzeigen',
    resetFilters: 'Filter zurücksetzen',
    anyChain: 'Alle Chains',
    anyToken: 'Alle Tokens',
    tokenOption: '{symbol} ({chain})',

    statusesUnknown: 'Nach {statuses} kann nicht gefiltert werden. Wählen Sie aus {allowed}.',
    statusesNone: 'Wählen Sie mindestens einen Status.',
    chainNotCode: '„{value}“ ist kein Chain-Code: Verwenden Sie einen wie eth, btc oder near.',
    tokenNotAssetId: '„{value}“ ist keine Asset-ID: Verwenden Sie eine wie nep141:wrap.near.',
    tokenWrongChain:
      '{symbol} ist ein Token auf {tokenChain}, nicht auf {chain}. Leeren Sie die Chain oder wählen Sie einen Token dieser Chain.',
    tokensBoth:
      'Der Explorer kann nicht nach beiden Tokens zugleich filtern (der Ziel-Token hat Vorrang). Leeren Sie eines der Felder.',
    minUsdNotNumber: 'Geben Sie das Minimum als Zahl in US-Dollar ein, z. B. 100.',
    minUsdNegative: 'Das Minimum darf nicht negativ sein.',
    maxUsdNotNumber: 'Geben Sie das Maximum als Zahl in US-Dollar ein, z. B. 5000.',
    maxUsdNegative: 'Das Maximum darf nicht negativ sein.',
    minAboveMax: 'Das Minimum ist größer als das Maximum: Kein Swap kann passen.',
    startInvalid: 'Geben Sie den Beginn als Datum (2026-01-15) oder als ISO-Datum mit Uhrzeit ein.',
    endInvalid: 'Geben Sie das Ende als Datum (2026-01-31) oder als ISO-Datum mit Uhrzeit ein.',
    startNotBeforeEnd: 'Der Beginn liegt nicht vor dem Ende: Kein Swap kann passen.',
    filterNotAccepted: 'Der Explorer akzeptiert diesen Wert nicht. Ändern oder leeren Sie ihn.',
    pageSizeNotWhole: 'Die Seitengröße muss eine ganze Zahl von 1 bis 1000 sein.',
    pageSizeOutOfRange: 'Die Seitengröße muss zwischen 1 und 1000 liegen.',
    pageNotWhole: 'Die Seitennummer muss eine ganze Zahl ab 1 sein.',

    pagingNeedsAttention: 'Die Seiteneinstellungen müssen korrigiert werden: Es wurde nichts angefragt.',
    filtersNeedAttention:
      'Einige Filter müssen korrigiert werden (siehe die Hinweise oben): Es wurde nichts angefragt.',
    loadingSwaps: 'Swaps werden geladen…',
    noMatches: 'Keine Swaps passen zu diesen Filtern.',
    emptyPage: 'Keine Swaps auf dieser Seite; insgesamt {total}.',
    pageSummary: 'Swaps {first}–{last} von {total}, Seite {page} von {pages}.',
    cursorLoaded: '{count, plural, one {# Swap} other {# Swaps}} geladen.',
    cursorLoadedAll: '{count, plural, one {# Swap} other {# Swaps}} geladen, bis zum ältesten.',
    newerNone: 'Noch keine neueren Swaps.',
    newerLoaded: '{count, plural, one {# neuerer Swap} other {# neuere Swaps}} geladen.',
    noSuchPage:
      'Es gibt keine Seite {page}: Mit diesen Filtern gibt es {pages, plural, one {# Seite} other {# Seiten}}.',
    listChanged: 'Die Liste hat sich im Explorer geändert und wurde daher ab dem neuesten Swap neu gelesen.',
    rowsUnreadable:
      '{count, plural, one {# Zeile vom Explorer war nicht lesbar und wird ausgelassen.} other {# Zeilen vom Explorer waren nicht lesbar und werden ausgelassen.}}',
    retryButton: 'Erneut versuchen',
    noSwaps: 'Keine Swaps anzuzeigen.',
    fixFilters: 'Korrigieren Sie die Filter, um Swaps zu sehen.',

    columnDetails: 'Details',
    columnCreated: 'Erstellt',
    sortedNewestFirst: ', neueste zuerst auf dieser Seite; aktivieren zum Umkehren',
    sortedOldestFirst: ', älteste zuerst auf dieser Seite; aktivieren zum Umkehren',
    columnSwap: 'Swap',
    columnStatus: 'Status',
    columnRecipient: 'Empfänger',
    columnDepositAddress: 'Einzahlungsadresse',
    columnReferral: 'Referral',
    columnAppFees: 'App-Gebühren',
    detailsButton: 'Details',
    chooseSwap: ': diesen Swap auswählen',
    legTo: 'in',
    memoValue: 'Memo {memo}',

    statusPendingDeposit: 'Einzahlung ausstehend',
    statusKnownDepositTx: 'Einzahlung erkannt',
    statusIncompleteDeposit: 'Einzahlung unvollständig',
    statusProcessing: 'In Bearbeitung',
    statusSuccess: 'Erfolgreich',
    statusRefunded: 'Zurückerstattet',
    statusFailed: 'Fehlgeschlagen',

    detailMemo: 'Memo',
    detailRefundAddress: 'Rückerstattungsadresse',
    detailSenders: 'Absender',
    detailIntentHash: 'Intent-Hash',
    detailNearTxs: 'NEAR-Transaktionen',
    detailOriginTxs: 'Transaktionen auf der Ursprungs-Chain',
    detailDestinationTxs: 'Transaktionen auf der Ziel-Chain',
    detailRefundReason: 'Grund der Rückerstattung',
    detailRefundFee: 'Rückerstattungsgebühr',
    detailTypes: 'Arten',
    typesValue: 'Einzahlung {deposit}, Empfänger {recipient}, Rückerstattung {refund}',
    noneYet: 'Noch keine',
    none: 'Keine',
    noneRefunded: 'Keine: Die Einzahlung wurde zurückerstattet',
    accountOriginChain: 'Ursprungs-Chain',
    accountDestinationChain: 'Ziel-Chain',
    accountIntents: 'Intents',
    accountConfidentialIntents: 'Vertrauliche Intents',
    accountUnknown: 'Unbekannt',
    refundPartialDeposit: 'Teilweise Einzahlung',
    refundAmountLessThanMinAmountOut: 'Betrag unter dem Mindestausgangsbetrag',
    refundAmountMoreThanBalance: 'Betrag über dem Guthaben',
    refundIntentSubmitFailed: 'Übermittlung des Intents fehlgeschlagen',
    refundCircuitBreakerBlocked: 'Vom Circuit Breaker blockiert',
    refundFeeEstimationFailed: 'Gebührenschätzung fehlgeschlagen',
    refundNoLiquidity: 'Keine Liquidität',
    refundAmountLessThanMinWithdrawable: 'Betrag unter dem Mindestauszahlungsbetrag',
    refundInsufficientBalance: 'Unzureichendes Guthaben',
    refundRefundAddFailed: 'Rückerstattung konnte nicht angelegt werden',
    refundUnknown: 'Unbekannt',

    copyRecipient: 'Empfänger kopieren',
    copyDepositAddress: 'Einzahlungsadresse kopieren',
    copyMemo: 'Memo kopieren',
    copyRefundAddress: 'Rückerstattungsadresse kopieren',
    copySender: 'Absender kopieren',
    copyIntentHash: 'Intent-Hash kopieren',
    copyNearTx: 'NEAR-Transaktionshash kopieren',
    copyOriginTx: 'Transaktionshash der Ursprungs-Chain kopieren',
    copyDestinationTx: 'Transaktionshash der Ziel-Chain kopieren',

    rowsPerPage: 'Zeilen pro Seite',
    cursorPagerLabel: 'Weitere Swaps laden',
    loadNewer: 'Neuere laden',
    loadOlder: 'Ältere laden',
    noOlder: 'Keine älteren Swaps',
    pagerLabel: 'Seiten',
    firstPage: 'Erste Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    lastPage: 'Letzte Seite',
    pageLabel: 'Seite',
    pageOfTotal: 'von {pages}',
  },

  widget: {
    progressLabel: 'Fortschritt',
    stepQuote: 'Angebot',
    stepDeposit: 'Einzahlung',
    stepDone: 'Fertig',
    stepNumbered: '{number}. {step}',
    stepLoading: 'Der nächste Schritt wird geladen …',
    stepLoadFailed:
      'Der nächste Schritt konnte nicht geladen werden. Ihr Swap ist gespeichert: Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    stepLoadRetry: 'Erneut versuchen',
    newSwapButton: 'Neuen Swap starten',
  },

  activity: {
    title: 'Ihre Swaps',
    intro: 'In diesem Browser gestartete Swaps, die neuesten zuerst. Sie sind nur auf diesem Gerät gespeichert.',
    empty:
      'Auf diesem Gerät gibt es noch keine Swaps. Wenn Sie hier einen Swap starten, erscheint er mit seinem aktuellen Status, sodass Sie auch nach dem Schließen der Seite zu ihm zurückkehren können.',
    swapSummary: '{amountIn} zu {amountOut}',
    amountsTo: 'zu',
    startedAgo: 'Gestartet {age}',
    depositTo: 'Einzahlungsadresse {address}',
    depositMemo: 'Memo {memo}',
    statusChecking: 'Wird geprüft…',
    statusUnknown: 'Status noch nicht geprüft',
    statusUnavailable: 'Status nicht verfügbar',
    checkFailed: '{reason} Wir prüfen gleich erneut.',
    statusPendingDeposit: 'Wartet auf Einzahlung',
    statusExpired: 'Abgelaufen ohne Einzahlung',
    statusKnownDeposit: 'Einzahlung erkannt',
    statusIncompleteDeposit: 'Unvollständige Einzahlung',
    statusProcessing: 'Wird ausgeführt',
    statusSuccess: 'Abgeschlossen',
    statusUnconfirmed: 'Rückerstattung prüfen: Lieferung nicht bestätigt',
    statusRefunded: 'Erstattet',
    statusFailed: 'Fehlgeschlagen',
    statusOther: 'Status: {status}',
    openButton: 'Öffnen',
    downloadButton: 'Beleg herunterladen',
    forgetButton: 'Vergessen',
    actionsFor: '{swap}, gestartet {age}',
    forgetQuestion: 'Diesen Swap auf diesem Gerät vergessen?',
    forgetFinal: 'Er wird aus dieser Liste und aus diesem Browser entfernt. Der Swap selbst bleibt davon unberührt.',
    forgetUnfinished:
      'Dieser Swap ist nicht abgeschlossen: Geld kann noch unterwegs sein. Ohne ihn kann dieses Gerät nicht mehr zeigen, wohin es ging. Laden Sie vorher seinen Beleg herunter, falls Sie ihn brauchen könnten.',
    forgetConfirm: 'Vergessen',
    forgetCancel: 'Behalten',
    forgotten: 'Der Swap wurde von diesem Gerät entfernt.',
    statusChanged: '{swap}: {status}',
    showMore: 'Mehr anzeigen ({count, plural, one {# weiterer Swap} other {# weitere Swaps}})',
  },

  account: {
    title: 'Ihr Intents-Konto',
    intro: 'Verbinden Sie eine Wallet, um Ihre Token in NEAR Intents zu sehen und zu bewegen.',
    noWallet:
      'In diesem Browser wurde keine Wallet gefunden, die für NEAR Intents signieren kann (EVM-, Solana-, NEAR-, TON-, Stellar- oder Tron-Wallets können das).',
    connectButton: '{wallet} verbinden',
    connecting: 'Warten auf {wallet}…',
    connectFailed: '{wallet} hat sich nicht verbunden. {reason}',
    disconnectButton: 'Trennen',
    connectedWith: 'Verbunden mit {wallet}',
    accountIdLabel: 'Intents-Konto',
    keyNotRegistered:
      'Dieses NEAR-Konto hat seinen Schlüssel noch nicht bei NEAR Intents registriert und kann daher nicht dafür signieren. Registrieren Sie den Schlüssel einmal (add_public_key auf intents.near oder in einer NEAR-Intents-App) und kommen Sie dann zurück.',
    balancesTitle: 'Guthaben',
    balancesLoading: 'Ihr Guthaben wird gelesen…',
    balancesEmpty: 'Dieses Konto ist noch leer. Laden Sie es auf, um zu beginnen.',
    balancesFailed: 'Ihr Guthaben konnte nicht gelesen werden. {reason}',
    balancesRetry: 'Erneut versuchen',
    noRpc: 'Das Guthaben kann nicht gelesen werden: Diese Seite hat keinen NEAR-RPC konfiguriert.',
    totalValue: 'Gesamt {total}',
    tokenOn: '{symbol} auf {chain}',
    swapButton: 'Tauschen',
    withdrawButton: 'Abheben',
    topUpButton: 'Aufladen',
    swapTitle: '{token} in Ihrem Konto tauschen',
    withdrawTitle: '{token} abheben',
    topUpTitle: 'Ihr Konto aufladen',
    topUpTokenTitle: '{token} aufladen',
    closeButton: 'Schließen',
    balancesUpdated: 'Guthaben aktualisiert.',
    signInWhy:
      'Melden Sie sich an, um Ihr privates Guthaben und Ihren Swap-Verlauf zu sehen. Ihre Wallet signiert eine Nachricht, die nichts bewegt.',
    signInButton: 'Mit {wallet} anmelden',
    signingIn: 'Warten auf die Signatur von {wallet}…',
    signOutButton: 'Abmelden',
    signInFailed: 'Die Anmeldung hat nicht geklappt. {reason}',
    sessionExpired:
      'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um Ihr privates Guthaben und Ihren Verlauf zu sehen.',
    privateTitle: 'Privates Guthaben',
    privateEmpty: 'Kein privates Guthaben.',
    privateFailed: 'Ihr privates Guthaben konnte nicht gelesen werden. {reason}',
    historyTitle: 'Ihre Swaps',
    historyLoading: 'Ihre Swaps werden gelesen…',
    historyInviteOnly:
      'Der vollständige Verlauf eines Kontos steht vorerst nur eingeladenen Konten offen. Hier aufgeführt: die auf diesem Gerät gespeicherten Swaps dieses Kontos und die, die der öffentliche Explorer dafür findet.',
    historyExplorerFailed:
      'Der Explorer konnte nicht gefragt werden, daher sind nur die auf diesem Gerät gespeicherten Swaps aufgeführt.',
    historyEmpty: 'Für dieses Konto wurden keine Swaps gefunden.',
    historyFailed: 'Ihre Swaps konnten nicht gelesen werden. {reason}',
    historyEntry: '{amountIn} zu {amountOut}',
    historyStatus: 'Status: {status}',
  },
  order: orderDe,
  orderFund: orderFundDe,
} satisfies MessageCatalogue;
