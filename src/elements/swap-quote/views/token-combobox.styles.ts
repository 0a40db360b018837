import { css } from 'lit';
import { tokenLogoStyles } from '../../parts/views/token-logo.view.js';

/** The logos' own styles and their place in the picker (the logo spans an option's two rows). */
export const tokenPickerStyles = css`
  ${tokenLogoStyles}
  .option {
    grid-template-columns: auto auto 1fr auto;
    align-items: center;
  }
  .option > .logo {
    grid-row: 1 / span 2;
  }
  .option-contract {
    grid-column: 3;
  }
  .option-price {
    grid-column: 4;
  }
`;
