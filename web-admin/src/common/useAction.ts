import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Please try again.';
}

/**
 * Runs one of the console's custom API actions (approve, reply, retry…), then tells the user
 * how it went and reloads the page's data.
 */
export function useAction<TArgs, TResult>(
  run: (dataProvider: AdminDataProvider, args: TArgs) => Promise<TResult>,
  success: (result: TResult, args: TArgs) => string,
  onDone?: () => void,
  /** Said before the server's reason when it fails ('Failed to approve KYC submission'). */
  failure?: string,
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation<TResult, Error, TArgs>({
    mutationFn: (args) => run(dataProvider, args),
    onSuccess: (result, args) => {
      notify(success(result, args), { type: 'success' });
      onDone?.();
      refresh();
    },
    onError: (error) =>
      notify(failure ? `${failure}: ${errorMessage(error)}` : errorMessage(error), {
        type: 'error',
      }),
  });
}
