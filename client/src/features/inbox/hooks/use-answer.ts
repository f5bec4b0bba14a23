import { INBOX_MESSAGES } from '@outbound/common';
import { useCallback, useRef, useState } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { showError, showSuccess } from '../../../components/toast';
import { useAnswerInboxMessageMutation } from '../../../generated/graphql';
import { INBOX_TEXTS } from '../inbox-texts';
import { newRequestKey } from '../request-key';

export type AnswerFormat = 'html' | 'text';

/**
 * Sends an answer to a received message. The request key is made once per answer and kept until
 * the server has it: a retry after a timeout or an error sends the same key, so the server sends
 * the answer at most once; a second click while a request is under way is ignored. An answer the
 * server reports `failed` certainly did not leave: the next attempt is a new answer, with a new
 * key. Resolves to whether the answer was taken (the composer then empties).
 */
export function useAnswer(messageId: string, onAnswered: () => void) {
  const [mutate] = useAnswerInboxMessageMutation({
    context: badRequestFallback(INBOX_TEXTS.answerFailed),
  });
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (body: string, format: AnswerFormat): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      key.current ??= newRequestKey();
      const input = { messageId, body, format, requestKey: key.current };
      try {
        const { data } = await mutate({ variables: { input } });
        const answer = data?.answerInboxMessage;
        if (!answer) return false;
        key.current = null;
        if (answer.state === 'failed') {
          showError(answer.lastError || INBOX_TEXTS.answerFailed);
          return false;
        }
        showSuccess(INBOX_MESSAGES.answerSent);
        onAnswered();
        return true;
      } catch {
        return false; // Reported by the error link; the key stays for the retry.
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [mutate, messageId, onAnswered],
  );

  return { send, sending };
}
