import { GUARDRAIL_MESSAGES } from '@outbound/common';
import { showSuccess } from '../../components/toast';
import {
  GuardrailSettingsDocument,
  type GuardrailSettingsInput,
  type GuardrailSettingsQuery,
  useGuardrailSettingsQuery,
  useUpdateGuardrailSettingsMutation,
} from '../../generated/graphql';

/**
 * The thresholds stored and in force for the workspace (`email` null) or a mailbox, and their
 * saving: the answer replaces what the card shows; true when it was saved.
 */
export function useGuardrailSettings(email: string | null) {
  const variables = { email };
  const { data, loading, error } = useGuardrailSettingsQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useUpdateGuardrailSettingsMutation();
  const save = async (input: GuardrailSettingsInput): Promise<boolean> => {
    try {
      await update({
        variables: { email, input },
        update(cache, { data: answer }) {
          if (!answer) return;
          cache.writeQuery<GuardrailSettingsQuery>({
            query: GuardrailSettingsDocument,
            variables,
            data: { guardrailSettings: answer.updateGuardrailSettings },
          });
        },
      });
    } catch {
      return false; // Reported by the global error handling.
    }
    showSuccess(GUARDRAIL_MESSAGES.settingsUpdated);
    return true;
  };
  return { settings: data?.guardrailSettings, loading, error, save };
}
