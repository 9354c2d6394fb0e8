export const UPDATE_PROMPT = {
  title: 'A new version of Njira is ready',
  description: 'Reload to use it. Anything you are typing will be lost.',
  action: 'Reload',
} as const;

/**
 * The toast a visitor sees when a new version has been deployed: it stays until they reload or close
 * it. The toast code is fetched only then, so it costs the first paint nothing.
 */
export async function showUpdatePrompt(reload: () => Promise<void>): Promise<void> {
  const { toast } = await import('../components/ui/toast.ts');
  toast.action(UPDATE_PROMPT.title, UPDATE_PROMPT.description, {
    label: UPDATE_PROMPT.action,
    onClick: () => void reload(),
  });
}
