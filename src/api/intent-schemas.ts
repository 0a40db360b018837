// POST /v0/generate-intent and POST /v0/submit-intent (CONTRACT.md "Intents: generate and submit"): only a swap paid
// from a NEAR Intents balance needs them, so the client loads these schemas on first use and the script tag's first
// download does not carry them.
import * as z from 'zod/mini';
import type { CallOptions, ClientCore } from './client.js';
import { SwapApiError } from './errors.js';
import { oneOf } from './schema-builders.js';
import { nonEmpty } from './schema-parts.js';

/** The signing standards the service names (IntentStandardEnum); the wallets here sign nep413, erc191, raw_ed25519. */
export const INTENT_STANDARDS = [
  'nep413',
  'erc191',
  'raw_ed25519',
  'webauthn',
  'ton_connect',
  'sep53',
  'tip191',
] as const;
export type IntentStandard = (typeof INTENT_STANDARDS)[number];

/** What the client asks for: the intent that funds the swap of `depositAddress`, to be signed by `signerId`. */
export const GenerateIntentRequestSchema = z.strictObject({
  type: oneOf(['swap_transfer'], 'type'),
  standard: oneOf(INTENT_STANDARDS, 'standard'),
  signerId: nonEmpty('signerId'),
  depositAddress: nonEmpty('depositAddress'),
});
export type GenerateIntentRequest = z.infer<typeof GenerateIntentRequestSchema>;

/** NEP-413's payload: the Defuse message as JSON text, a base64 nonce of 32 bytes, the verifying contract. */
export const Nep413PayloadSchema = z.looseObject({
  message: z.string(),
  nonce: z.string(),
  recipient: z.string(),
  callbackUrl: z.nullish(z.string()),
});
export type Nep413Payload = z.infer<typeof Nep413PayloadSchema>;

const STRING_STANDARDS = ['erc191', 'tip191', 'raw_ed25519', 'sep53', 'webauthn'] as const;

/** `MultiPayloadNarrowed`: exactly `{standard, payload}`, the payload shaped by the standard. */
export const IntentSchema = z.union([
  z.strictObject({ standard: oneOf(['nep413'], 'standard'), payload: Nep413PayloadSchema }),
  z.strictObject({
    standard: oneOf(['ton_connect'], 'standard'),
    payload: z.looseObject({ type: oneOf(['text'], 'payload.type'), text: z.string() }),
  }),
  z.strictObject({ standard: oneOf(STRING_STANDARDS, 'standard'), payload: z.string() }),
]);
export type Intent = z.infer<typeof IntentSchema>;

export const GenerateIntentResponseSchema = z.looseObject({
  intent: IntentSchema,
  correlationId: z.string(),
});
export type GenerateIntentResponse = z.infer<typeof GenerateIntentResponseSchema>;

/** `signedData` (MultiPayload): the generated intent plus its standard's signature fields (`signature`, `public_key`...). */
export const SignedIntentSchema = z.looseObject({
  standard: oneOf(INTENT_STANDARDS, 'signedData.standard'),
  payload: z.union([z.string(), z.record(z.string(), z.unknown())]),
  signature: nonEmpty('signedData.signature'),
  public_key: z.optional(nonEmpty('signedData.public_key')),
});
export type SignedIntent = z.infer<typeof SignedIntentSchema>;

export const SubmitIntentRequestSchema = z.strictObject({
  type: oneOf(['swap_transfer'], 'type'),
  signedData: SignedIntentSchema,
});
export type SubmitIntentRequest = z.infer<typeof SubmitIntentRequestSchema>;

export const SubmitIntentResponseSchema = z.looseObject({
  intentHash: nonEmpty('intentHash'),
  correlationId: z.nullish(z.string()),
});
export type SubmitIntentResponse = z.infer<typeof SubmitIntentResponseSchema>;

/**
 * Why the service refused an intent, from its 400 (CONTRACT.md declares only "Invalid input or quote state" and
 * "Invalid signature or intent data"; the finer texts are the simulator's, src/simulator/README.md): `quote-state`
 * (generate-intent: the quote cannot be funded this way now), `signature`, `balance` (the Intents balance does not
 * cover it), `expired` (the intent's deadline passed), `replayed` (its nonce was used), `intent` (any other refusal of
 * submit-intent).
 */
export type IntentRefusal = 'quote-state' | 'signature' | 'balance' | 'expired' | 'replayed' | 'intent';

export function intentRefusal(request: IntentPath, message = ''): IntentRefusal {
  if (request === 'generate-intent') return 'quote-state';
  // The service's one documented 400 text, "Invalid signature or intent data", names no cause: shown as its words.
  if (/signature or intent data/i.test(message)) return 'intent';
  if (/signature/i.test(message)) return 'signature';
  if (/balance/i.test(message)) return 'balance';
  if (/deadline|expired/i.test(message)) return 'expired';
  if (/nonce/i.test(message)) return 'replayed';
  return 'intent';
}

/** A 400 of generate-intent or submit-intent: `refusal` says why, `serverMessage` is the service's own text. */
export class IntentRefusedError extends SwapApiError {
  constructor(
    readonly refusal: IntentRefusal,
    error: SwapApiError,
    request: IntentPath,
  ) {
    super('intent-refused', error.message, {
      status: error.status,
      serverMessage: error.serverMessage,
      request,
      cause: error,
    });
  }
}

export type IntentPath = 'generate-intent' | 'submit-intent';

/**
 * The client's generateIntent and submitIntent (client.ts): the request checked and sent, the answer checked, a 400
 * thrown as an IntentRefusedError. Generating again is harmless (nothing is committed until a signed intent is
 * submitted); a submission is never repeated.
 */
async function intentCall<T>(
  core: ClientCore,
  path: IntentPath,
  body: unknown,
  schema: z.ZodMiniType<T>,
  options: CallOptions = {},
): Promise<T> {
  try {
    return await core.send({
      url: `${core.baseUrl}/v0/${path}`,
      method: 'POST',
      body,
      schema,
      signal: options.signal,
      retry: path === 'generate-intent',
    });
  } catch (error) {
    if (!(error instanceof SwapApiError) || error.status !== 400) throw error;
    throw new IntentRefusedError(intentRefusal(path, error.serverMessage), error, path);
  }
}

export function generateIntent(
  core: ClientCore,
  request: Omit<GenerateIntentRequest, 'type'>,
  options?: CallOptions,
): Promise<GenerateIntentResponse> {
  const body = core.validate(GenerateIntentRequestSchema, { type: 'swap_transfer', ...request }, 'intent request');
  return intentCall(core, 'generate-intent', body, GenerateIntentResponseSchema, options);
}

export function submitIntent(
  core: ClientCore,
  signedData: SignedIntent,
  options?: CallOptions,
): Promise<SubmitIntentResponse> {
  const body = core.validate(SubmitIntentRequestSchema, { type: 'swap_transfer', signedData }, 'signed intent');
  return intentCall(core, 'submit-intent', body, SubmitIntentResponseSchema, options);
}
