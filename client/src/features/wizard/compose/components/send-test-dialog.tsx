import { CAMPAIGN_MESSAGES, hasSpintax, testSendSchema } from '@outbound/common';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { badRequestFallback } from '../../../../app/apollo';
import { Dialog } from '../../../../components/dialog';
import { TextField } from '../../../../components/text-field';
import { showSuccess } from '../../../../components/toast';
import { useSendTestEmailMutation } from '../../../../generated/graphql';
import { COMPOSE_TEXTS } from '../compose-texts';
import type { MimeType } from '../message-drafts';

type SendTestDialogProps = {
  campaignId: string;
  /** The sending mailbox, shown as From. */
  from: { email: string; name: string } | null;
  /** The first message (the variant shown) as it is now in the editor. */
  message: {
    subject: string;
    body: string;
    mimeType: MimeType;
    /** The saved message and its variant letter: spintax as the first recipient gets it. */
    stepId?: string | null;
    variant?: string;
  };
  onClose: () => void;
};

const toSchema = testSendSchema.pick(['email']);

/** The first problem of the message itself (subject, then body), if any. */
function messageProblem(message: SendTestDialogProps['message']): string | null {
  try {
    testSendSchema.validateSync(
      {
        email: 'test@example.com',
        subject: message.subject,
        body: message.body,
        mime_type: message.mimeType,
      },
      { abortEarly: false },
    );
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField = new Map(error.inner.map((inner) => [inner.path, inner.message]));
    return byField.get('subject') ?? byField.get('body') ?? error.message;
  }
}

/**
 * Send Test (spec 01 §5): To is required and must be an email; the current first message (not
 * necessarily saved) goes out through the campaign's mailbox. The server refuses an inactive
 * mailbox with its reason, shown as the error toast.
 */
export function SendTestDialog({ campaignId, from, message, onClose }: SendTestDialogProps) {
  const [send] = useSendTestEmailMutation({
    context: badRequestFallback(COMPOSE_TEXTS.testSendFailed),
  });
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Dialog title={COMPOSE_TEXTS.sendTestTitle} onClose={onClose}>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={toSchema}
        onSubmit={async (values) => {
          const invalid = messageProblem(message);
          setProblem(invalid);
          if (invalid) return;
          try {
            await send({
              variables: {
                campaignId,
                email: values.email.trim(),
                subject: message.subject.trim(),
                body: message.body,
                mimeType: message.mimeType,
                // The message names its step only where spintax needs its seed.
                ...(message.stepId && hasSpintax(`${message.subject}${message.body}`)
                  ? { stepId: message.stepId }
                  : {}),
                ...(message.variant && message.variant !== 'A' ? { variant: message.variant } : {}),
              },
            });
          } catch {
            return;
          }
          showSuccess(CAMPAIGN_MESSAGES.testSent);
          onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            {from && (
              <p className="dialog__text">
                {COMPOSE_TEXTS.from}: {from.name ? `${from.name} <${from.email}>` : from.email}
              </p>
            )}
            <TextField name="email" label={COMPOSE_TEXTS.to} type="email" autoFocus />
            {problem && (
              <p className="field__error" role="alert">
                {problem}
              </p>
            )}
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {COMPOSE_TEXTS.send}
              </button>
              <button type="button" className="button" onClick={onClose}>
                {COMPOSE_TEXTS.cancel}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
