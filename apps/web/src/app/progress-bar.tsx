/** A thin bar at the top of the screen while the next page is on its way (decorative: the page says the rest). */
export function ProgressBar() {
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-progress bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
