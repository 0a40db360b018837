// The built-in English of the site's own setting mistakes (app fees, service addresses): in the catalogue's "common"
// section like en/common.ts, loaded with the code that finds such mistakes (src/i18n/setting-text.ts), so a page
// whose settings are plain never carries them.
// Placeholders are written {name}; keep them when translating.
export const settingMessages = {
  // The website's app fee settings (a mistake of the site, not of the person swapping). "…Numbered" is used when
  // there are several fees: {number} is the fee's position. {maxBps} is a number of basis points, {maxPercent} the
  // same as a percentage ("5%").
  appFeeRecipient: 'The app fee needs a recipient account.',
  appFeeRecipientNumbered: 'App fee {number} needs a recipient account.',
  appFeeWhole: 'The app fee must be a whole, non-negative number of basis points.',
  appFeeWholeNumbered: 'App fee {number} must be a whole, non-negative number of basis points.',
  appFeeMax: 'The app fee can be at most {maxBps} basis points ({maxPercent}).',
  appFeeMaxNumbered: 'App fee {number} can be at most {maxBps} basis points ({maxPercent}).',
  appFeeAccount: 'The app fee must go to a NEAR account, such as fees.near.',
  appFeeAccountNumbered: 'App fee {number} must go to a NEAR account, such as fees.near.',
  appFeeList: 'The app fees must be a list of recipients and fees.',
  // {setting} is the attribute the site set wrongly: base-url or explorer-url.
  configUrl: 'The {setting} setting is not a web address: it must start with https:// (or be a path such as /api).',
} satisfies Record<string, string>;
