import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ADDRESS_CHAINS, addressFormatHintId, validateAddress, validateTxHash } from '../../src/core/addresses.js';
import { ADDRESS_HINTS, EVM_CHAINS } from '../../src/core/address-hints.js';
import { CHAIN_NAMES } from '../../src/core/assets.js';
import { SIM_CHAINS, makeAddress, makeTxHash } from '../../src/simulator/chains.js';
import { createRng } from '../../src/simulator/rng.js';

// Real-world addresses (public, well known) so the validators are checked against formats, not against themselves.
const VALID: [string, string][] = [
  ['eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], // EIP-55 example
  ['eth', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'], // all lower case: unchecked
  ['base', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
  ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['btc', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
  ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
  ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['near', 'alice.near'],
  ['near', 'wrap.near'],
  ['near', '98793cd91a3f870fb126f66285808c7e094afcfc4eda8a970f6648cdf0dbd6de'],
  ['sol', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ['xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
  ['doge', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
  ['ton', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N'],
  ['stellar', 'GAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4A'],
  ['bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['bch', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['newchain', 'anything-goes-123'],
];

const INVALID: [string, string, { code: string; hint?: string }][] = [
  ['eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { code: 'address-checksum' }], // one capital flipped
  ['eth', '0x1234', { code: 'address-format', hint: 'evm' }],
  ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', { code: 'address-format', hint: 'btc' }], // bad checksum
  ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', { code: 'address-format', hint: 'btc' }],
  ['near', 'Alice.near', { code: 'address-format', hint: 'near' }],
  ['near', '0x1234', { code: 'address-format', hint: 'near' }],
  ['sol', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { code: 'address-format', hint: 'sol' }],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', { code: 'address-format', hint: 'tron' }],
  ['stellar', 'GAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4B', { code: 'address-format', hint: 'stellar' }],
  ['ton', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M', { code: 'address-format', hint: 'ton' }],
  ['bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', { code: 'address-format', hint: 'bch' }],
  ['eth', '', { code: 'address-empty' }],
  ['eth', '0x5aAeb6053F3E94C9b9A0 9f33669435E7Ef1BeAed', { code: 'address-spaces' }],
];

describe('addresses', () => {
  it('accepts real addresses of each format (trimmed)', () => {
    for (const [chain, address] of VALID) {
      expect(validateAddress(chain, `  ${address} `), `${chain} ${address}`).to.deep.equal({
        ok: true,
        value: address,
      });
    }
  });

  it('rejects typos and wrong chains, saying what is wrong and which format was expected', () => {
    for (const [chain, address, expected] of INVALID) {
      const check = validateAddress(chain, address);
      expect(check, `${chain} ${address}`).to.include({ ok: false, ...expected });
    }
  });

  it("knows every chain of the service's current list: a name, an address check with its hint, simulator tokens", () => {
    // CONTRACT.md, Enums: the official client's 33 values, and fogo, hood, hlevm from the newer documentation.
    const current = ['near', 'eth', 'base', 'arb', 'btc', 'sol', 'ton', 'dash', 'doge', 'xrp', 'zec', 'gnosis',
      'bera', 'bsc', 'pol', 'tron', 'sui', 'movement', 'op', 'avax', 'stellar', 'aptos', 'cardano', 'ltc', 'xlayer',
      'monad', 'bch', 'adi', 'plasma', 'scroll', 'starknet', 'aleo', 'hypercore', 'fogo', 'hood', 'hlevm']; // prettier-ignore
    for (const chain of current) {
      expect(CHAIN_NAMES[chain], chain).to.be.a('string').and.not.equal(chain);
      expect(ADDRESS_CHAINS, chain).to.include(chain);
      expect(addressFormatHintId(chain), chain).to.be.a('string');
      expect(validateAddress(chain, 'not an address!').ok, chain).to.equal(false);
      expect(SIM_CHAINS as readonly string[], chain).to.include(chain);
    }
    expect(validateAddress('hood', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').ok).to.equal(true);
    expect(validateAddress('hlevm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').ok).to.equal(true);
  });

  it('refuses an XRP destination tag and a shielded Zcash address, each with its own code (issue 48)', () => {
    const classic = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect(validateAddress('xrp', classic).ok).to.equal(true);
    for (const tagged of [
      `${classic}?dt=12345`,
      `${classic}:12345`,
      'XVLhHMPHU98es4dbozjVtdWzVrDjtV1kAsixQTdMjbWi39u', // an X-address carrying tag 4294967295
    ]) {
      expect(validateAddress('xrp', tagged), tagged).to.deep.equal({
        ok: false,
        code: 'address-xrp-tag',
        chain: 'xrp',
      });
    }
    const transparent = makeAddress('zec', createRng(7));
    expect(transparent).to.match(/^t[13]/);
    expect(validateAddress('zec', transparent).ok).to.equal(true);
    for (const shielded of [
      'zs1z7rejlpsa98s2rrrfkwmaxu53e4ue0ulcrw0h4x5g8jl04tak0d3mm47vdtahatqrlkngh9sly',
      'zcU1Cd6zYyZCd2VJF8yKgmzjxdiiU1rgTTjEwoN1CGUWCziPkUTXUjXmX7TMqdMNsTfuiGN1jQoVN4kGxUR4sAPN4XZ7pxb',
      'u1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty',
    ]) {
      expect(validateAddress('zec', shielded), shielded).to.deep.equal({
        ok: false,
        code: 'address-zec-shielded',
        chain: 'zec',
      });
    }
  });

  it('has a check for every chain with a shape hint and a hint for every checked chain (the hints load apart)', () => {
    expect([...ADDRESS_CHAINS].sort()).to.deep.equal([...EVM_CHAINS, ...Object.keys(ADDRESS_HINTS)].sort());
  });

  it('accepts every address and hash the simulator makes for every chain', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIM_CHAINS), fc.integer({ min: 1, max: 1_000_000 }), (chain, seed) => {
        const rng = createRng(seed);
        const address = makeAddress(chain, rng);
        expect(validateAddress(chain, address).ok, `${chain} ${address}`).to.equal(true);
        const hash = makeTxHash(chain, rng);
        expect(validateTxHash(chain, hash).ok, `${chain} tx ${hash}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('catches a single changed character in checksummed addresses', () => {
    const checksummed = ['btc', 'tron', 'xrp', 'stellar', 'ton', 'doge', 'aleo'];
    fc.assert(
      fc.property(
        fc.constantFrom(...checksummed),
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(),
        (chain, seed, at) => {
          const address = makeAddress(chain, createRng(seed));
          const i = 5 + (at % (address.length - 5)); // past the prefix
          const alphabet =
            chain === 'xrp'
              ? 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'
              : '23456789ACDEFGHJKLMNPQRSTUVWXYZ';
          const replacement = [...alphabet].find(
            (c) => c !== address[i] && (chain !== 'btc' && chain !== 'aleo' ? true : c === c.toLowerCase()),
          )!;
          const typo =
            address.slice(0, i) +
            (chain === 'btc' || chain === 'aleo' ? replacement.toLowerCase() : replacement) +
            address.slice(i + 1);
          if (typo === address) return;
          expect(validateAddress(chain, typo).ok, `${chain} ${typo}`).to.equal(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds Aptos to full 32-byte accounts, Starknet to its address range, Cardano Byron to its CRC-32', () => {
    const aptos = `0x${'a1'.repeat(32)}`;
    expect(validateAddress('aptos', aptos)).to.deep.equal({ ok: true, value: aptos });
    expect(validateAddress('movement', aptos).ok).to.equal(true);
    // A pasted 20-byte EVM address, a framework short form, a dropped leading digit: not an account a person owns.
    for (const short of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x1', `0x${'a1'.repeat(31)}a`]) {
      expect(validateAddress('aptos', short), short).to.include({
        ok: false,
        code: 'address-format',
        hint: 'hex64With0x',
      });
      expect(validateAddress('movement', short).ok, short).to.equal(false);
    }

    const bound = 2n ** 251n - 256n; // the protocol's address bound
    const starknet = (n: bigint) => validateAddress('starknet', `0x${n.toString(16)}`).ok;
    expect(starknet(bound - 1n)).to.equal(true);
    expect(starknet(0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7n)).to.equal(true); // ETH token
    expect(starknet(bound)).to.equal(false);
    expect(starknet(2n ** 251n)).to.equal(false);
    expect(validateAddress('starknet', `0x${'f'.repeat(64)}`)).to.include({ ok: false, code: 'address-format' });

    // Icarus (Ae2…) and Daedalus (DdzFF…) Byron addresses, as published in Cardano's own docs and test suites.
    const byron = [
      'Ae2tdPwUPEZFRbyhz3cpfC2CumGzNkFBN2L42rcUc2yjQpEkxDbkPodpMAi',
      'DdzFFzCqrhsrcTVhLygT24QwTnNqQqQ8mZrq5jykUzMveU26sxaH529kMpo7VhPrt5pwW3dXeB2k3EEvKcNBRmzCfcQ7dTkyGzTs658C',
    ];
    for (const address of byron) {
      expect(validateAddress('cardano', ` ${address}\n`), address).to.deep.equal({ ok: true, value: address });
      // One changed character breaks the CRC (or the CBOR around it).
      for (const i of [6, 20, address.length - 2, address.length - 1]) {
        const c = address[i] === 'z' ? 'y' : 'z';
        const typo = address.slice(0, i) + c + address.slice(i + 1);
        expect(validateAddress('cardano', typo), typo).to.include({
          ok: false,
          code: 'address-format',
          hint: 'cardano',
        });
      }
    }
    expect(validateAddress('cardano', 'Ae2tdPwUPEZ1111111111').ok).to.equal(false); // base58, but no address
  });

  it('trims surrounding whitespace (and returns the trimmed value) but refuses whitespace inside', () => {
    expect(validateAddress('near', '\t alice.near \r\n')).to.deep.equal({ ok: true, value: 'alice.near' });
    expect(validateAddress('near', 'alice .near')).to.include({ ok: false, code: 'address-spaces' });
  });

  it('checks transaction hashes per chain', () => {
    expect(validateTxHash('eth', `0x${'ab'.repeat(32)}`).ok).to.equal(true);
    expect(validateTxHash('eth', `0x${'ab'.repeat(31)}`)).to.deep.equal({
      ok: false,
      code: 'tx-hash-format',
      chain: 'eth',
      hint: 'hex64With0x',
    });
    expect(validateTxHash('btc', 'ab'.repeat(32)).ok).to.equal(true);
    expect(validateTxHash('btc', `0x${'ab'.repeat(32)}`).ok).to.equal(false);
    expect(validateTxHash('newchain', 'whatever').ok).to.equal(true);
    expect(validateTxHash('sol', '').ok).to.equal(false);
  });
});
