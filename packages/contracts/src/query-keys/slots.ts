/** Query keys of free start times (decision 045). */

export const all = ['slots'] as const;
export const day = <Params extends object>(params: Params) => ['slots', params] as const;
