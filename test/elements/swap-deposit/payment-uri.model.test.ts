import { expect } from '@open-wc/testing';
import { bitcoinLink, paymentUri } from '../../../src/elements/swap-deposit/payment-uri.model.js';

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

  // Issue 46 item 6: the BIP-21 amount is an exact decimal of BTC from the satoshis, never a float.
  it('writes the BIP-21 amount exactly: 8 decimals, trailing zeros trimmed, a zero amount left out', () => {
    const btc = { chain: 'btc', depositAddress: 'bc1qdep', decimals: 8 };
    const cases: [string, string][] = [
      ['1', 'bitcoin:bc1qdep?amount=0.00000001'],
      ['10', 'bitcoin:bc1qdep?amount=0.0000001'],
      ['100000000', 'bitcoin:bc1qdep?amount=1'],
      ['123456789', 'bitcoin:bc1qdep?amount=1.23456789'],
      ['2100000000000000', 'bitcoin:bc1qdep?amount=21000000'],
      ['2099999999999999', 'bitcoin:bc1qdep?amount=20999999.99999999'],
      ['0', 'bitcoin:bc1qdep'],
    ];
    for (const [amount, uri] of cases) {
      expect(paymentUri({ ...btc, amount }), amount).to.equal(uri);
      expect(bitcoinLink({ ...btc, amount }), amount).to.equal(uri);
    }
  });

  it('offers a bitcoin: link only for native BTC on Bitcoin with a plain address', () => {
    const btc = { chain: 'btc', depositAddress: 'bc1qdep', decimals: 8, amount: '150000' };
    expect(bitcoinLink(btc)).to.equal('bitcoin:bc1qdep?amount=0.0015');
    expect(bitcoinLink({ ...btc, amount: undefined })).to.equal('bitcoin:bc1qdep');
    expect(bitcoinLink({ ...btc, chain: 'ltc' })).to.equal(undefined);
    expect(bitcoinLink({ ...btc, chain: 'eth' })).to.equal(undefined);
    expect(bitcoinLink({ ...btc, contractAddress: 'wrapped' })).to.equal(undefined);
    expect(bitcoinLink({ ...btc, depositAddress: 'bc1q?amount=9' })).to.equal(undefined);
    expect(bitcoinLink({ ...btc, depositAddress: 'javascript:alert(1)' })).to.equal(undefined);
  });
});
