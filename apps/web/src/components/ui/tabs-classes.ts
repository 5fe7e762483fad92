/** The tabs' look, shared by the Radix tabs (tabs.tsx) and the sign-in screen's own (features/auth). */
export const TABS_LIST_CLASS = 'grid h-12 w-full auto-cols-fr grid-flow-col rounded-xl bg-muted p-1';
export const TABS_TRIGGER_CLASS =
  'inline-flex min-h-10 items-center justify-center rounded-lg px-3 font-semibold text-muted-foreground text-sm transition-[background-color,color,box-shadow] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';
export const TABS_CONTENT_CLASS = 'mt-6 focus-visible:outline-none data-[state=active]:animate-fade-in';
