import { parseAmount } from '../src/core/amounts.js';
import { validateAddress } from '../src/core/addresses.js';
import { chainName } from '../src/core/assets.js';

const form = document.querySelector<HTMLFormElement>('#amount-form')!;
const result = document.querySelector<HTMLOutputElement>('#result')!;

function update() {
  const data = new FormData(form);
  const decimals = Number(data.get('decimals'));
  const amount = parseAmount(String(data.get('amount') ?? ''), decimals, { locale: navigator.language });
  const chain = String(data.get('chain') ?? '');
  const address = validateAddress(chain, String(data.get('address') ?? ''));
  result.textContent = [
    amount.ok ? `Amount in smallest units: ${amount.units}` : `Amount: ${amount.reason}`,
    address.ok ? `${chainName(chain)} address is valid.` : `Address: ${address.reason}`,
  ].join('\n');
}

form.addEventListener('input', update);
update();
