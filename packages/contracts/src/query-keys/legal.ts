/** Query keys of the terms and the privacy policy (decision 068): one document in force, in the active language. */

export const all = ['legal'] as const;
export const document = (name: 'terms' | 'privacy') => ['legal', name] as const;
