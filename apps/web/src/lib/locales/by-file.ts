/**
 * A language's strings from its files: the shell's, plus each feature file under its camel-cased name
 * ("booking-wizard.json" → bookingWizard), the layout en/index.ts spells out for English (decision 023).
 */
export function byFile(shell: object, files: Record<string, { default: object }>) {
  const features = Object.entries(files).map(([file, module]) => {
    const name = (file.split('/').pop() ?? '').replace(/\.json$/, '');
    return [name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), module.default] as const;
  });
  return { ...shell, ...Object.fromEntries(features) };
}
