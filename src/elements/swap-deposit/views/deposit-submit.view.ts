// <swap-deposit>'s countdowns and the form that submits the deposit transaction's hash, with the service's answer.
import { html, nothing } from 'lit';
import { type Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { formatDateTime } from '../../../core/time.js';
import { describeError } from '../../../i18n/error-text.js';
import { richMessage } from '../../../i18n/messages.js';
import { type DepositView, statusText, depositChain } from './deposit-parts.view.js';

export function timersSection(v: DepositView) {
  const { t, locale, expired, clock } = v;
  const { deadline, timeWhenInactive } = v.quoteResponse.quote;
  const { refundTo, refundType, recipient, swapType } = v.quoteResponse.quoteRequest;
  // ANY_INPUT never refunds; a refund inside NEAR Intents goes to an Intents account.
  const after =
    swapType === 'ANY_INPUT'
      ? t('afterDeadlineAnyInput', { recipient })
      : t(refundType === 'INTENTS' ? 'afterDeadlineIntents' : 'afterDeadline', { refundTo });
  const when = (iso: string) => formatDateTime(iso, locale);
  const countdown = (iso: string) =>
    html`<swap-countdown .until=${iso} .clock=${clock} .locale=${locale}></swap-countdown>`;
  const distinctInactive = timeWhenInactive && timeWhenInactive !== deadline;
  return html`<div part="timers">
    ${
      deadline
        ? html`<p>
            ${
              expired
                ? t('deadlinePassed', { date: when(deadline) })
                : richMessage(t('timeLeft'), { countdown: countdown(deadline), date: when(deadline) })
            }
            ${after}
          </p>`
        : nothing
    }
    ${
      distinctInactive
        ? html`<p>
            ${
              clock() >= Date.parse(timeWhenInactive)
                ? t('inactivePassed', { date: when(timeWhenInactive) })
                : richMessage(t('inactiveIn'), {
                    countdown: countdown(timeWhenInactive),
                    date: when(timeWhenInactive),
                  })
            }
            ${t('afterInactive')}
          </p>`
        : nothing
    }
  </div>`;
}

export function submitSection(v: DepositView, token: Token | undefined) {
  const { t, submission, txHashError, senderError } = v;
  const chain = v.pay?.chosen.chain ?? depositChain(v.quoteResponse, token);
  const pending = submission?.state === 'pending';
  return html`<form part="submit" novalidate @submit=${v.onSubmit}>
    <label for="tx-hash"><strong>${v.phase === 'top-up' ? t('txHashLabelTopUp') : t('txHashLabel')}</strong></label>
    <p class="hint" id="tx-hash-hint">
      ${chain ? t('txHashHintOnChain', { chain: chainName(chain) }) : t('txHashHint')}
    </p>
    <input
      id="tx-hash"
      part="tx-hash-input"
      type="text"
      autocomplete="off"
      spellcheck="false"
      .value=${v.txHash}
      aria-invalid=${txHashError ? 'true' : 'false'}
      aria-describedby="tx-hash-hint ${txHashError ? 'tx-hash-error' : ''}"
      @input=${v.onTxHashInput}
    />
    ${txHashError ? html`<p id="tx-hash-error" part="field-error" role="alert">${txHashError}</p>` : nothing}
    ${
      chain === 'near'
        ? html`<label for="sender">${t('senderLabel')}</label>
            <input
              id="sender"
              part="sender-input"
              type="text"
              autocomplete="off"
              spellcheck="false"
              placeholder=${t('senderPlaceholder')}
              .value=${v.sender}
              aria-invalid=${senderError ? 'true' : 'false'}
              aria-describedby=${senderError ? 'sender-error' : nothing}
              @input=${v.onSenderInput}
            />
            ${senderError ? html`<p id="sender-error" part="field-error" role="alert">${senderError}</p>` : nothing}`
        : nothing
    }
    <button part="submit-button" class="button" type="submit" ?disabled=${pending}>
      ${pending ? t('submitting') : t('submitButton')}
    </button>
    <div part="submit-result" role="status">
      ${
        submission?.state === 'done'
          ? html`<p>
              ${t(submission.repeated ? 'submittedAgain' : 'submitted', {
                status: statusText(t, submission.statusResponse.status),
              })}
            </p>`
          : submission?.state === 'error'
            ? html`<p part="field-error">${describeError(submission.error, { text: v.common })}</p>`
            : nothing
      }
    </div>
  </form>`;
}
