import { expect } from '@open-wc/testing';
import { paymentUri } from '../../../src/elements/swap-deposit/payment-uri.model.js';

describe('paymentUri', () => {
  const base = { depositAddress: 'ADDR', decimals: 8 };

  it('writes BIP-21 for Bitcoin with the amount in BTC', () => {
    expect(paymentUri({ ...base, chain: 'btc', depositAddress: 'bc1qxyz', amount: '150000' })).to.equal(
      'bitcoin:bc1qxyz?amount=0.0015',
    );
    expect(paymentUri({ ...base, chain: 'ltc', amount: '100000000' })).to.equal('litecoin:ADDR?amount=1');
  });

  it('writes EIP-681 for a native coin (value in wei) and an ERC-20 transfer, with the chain id', () => {
    const eth = { chain: 'eth', depositAddress: '0xdep', decimals: 18, amount: '1500000000000000000' };
    expect(paymentUri(eth)).to.equal('ethereum:0xdep@1?value=1500000000000000000');
    expect(paymentUri({ ...eth, chain: 'base', contractAddress: '0xusdc', decimals: 6, amount: '2500000' })).to.equal(
      'ethereum:0xusdc@8453/transfer?address=0xdep&uint256=2500000',
    );
  });

  it('writes Solana Pay for SOL and SPL tokens, TON transfers, and SEP-7 with an id memo', () => {
    expect(paymentUri({ chain: 'sol', depositAddress: 'So1', decimals: 9, amount: '1500000000' })).to.equal(
      'solana:So1?amount=1.5',
    );
    expect(
      paymentUri({ chain: 'sol', depositAddress: 'So1', decimals: 6, amount: '1000000', contractAddress: 'EPj' }),
    ).to.equal('solana:So1?amount=1&spl-token=EPj');
    expect(paymentUri({ chain: 'ton', depositAddress: 'UQx', decimals: 9, amount: '2000000000' })).to.equal(
      'ton://transfer/UQx?amount=2000000000',
    );
    expect(
      paymentUri({ chain: 'stellar', depositAddress: 'GA', decimals: 7, amount: '15000000', memo: '42' }),
    ).to.equal('web+stellar:pay?destination=GA&amount=1.5&memo=42&memo_type=MEMO_ID');
  });

  it('offers nothing where no standard fits: unknown chains, jettons, memos the scheme cannot carry', () => {
    expect(paymentUri({ ...base, chain: 'tron', amount: '1' })).to.equal(undefined);
    expect(paymentUri({ ...base, chain: 'ton', contractAddress: 'EQjetton', amount: '1' })).to.equal(undefined);
    expect(paymentUri({ ...base, chain: 'eth', memo: '1', amount: '1' })).to.equal(undefined);
    expect(paymentUri({ ...base, chain: 'btc', contractAddress: 'x', amount: '1' })).to.equal(undefined);
  });

  it('leaves the amount out when there is none to fix', () => {
    expect(paymentUri({ ...base, chain: 'btc' })).to.equal('bitcoin:ADDR');
  });
});
