import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthTab, AuthTabPanel, AuthTabs, AuthTabsList } from './auth-tabs';

/** A tabs kit: Radix's, or the sign-in screen's own. */
interface TabsKit {
  Root: typeof AuthTabs | typeof Tabs;
  List: typeof AuthTabsList | typeof TabsList;
  Tab: typeof AuthTab | typeof TabsTrigger;
  Panel: typeof AuthTabPanel | typeof TabsContent;
}

/** The auth page's tabs drawn with one kit, with a field before and inside each panel to tab through. */
function Pair({ kit: { Root, List, Tab, Panel } }: { kit: TabsKit }) {
  const [value, setValue] = useState('signin');
  return (
    <Frame>
      <Root value={value} onValueChange={setValue}>
        <List>
          <Tab value="signin">Sign In</Tab>
          <Tab value="signup">Sign Up</Tab>
        </List>
        <Panel value="signin">
          <input aria-label="In field" />
        </Panel>
        <Panel value="signup">
          <input aria-label="Up field" />
        </Panel>
      </Root>
    </Frame>
  );
}

const RADIX: TabsKit = { Root: Tabs, List: TabsList, Tab: TabsTrigger, Panel: TabsContent };
const OWN: TabsKit = { Root: AuthTabs, List: AuthTabsList, Tab: AuthTab, Panel: AuthTabPanel };
const RadixPair = () => <Pair kit={RADIX} />;
const AuthPair = () => <Pair kit={OWN} />;

function Frame({ children }: { children: ReactNode }) {
  return (
    <div>
      <input aria-label="Before" />
      {children}
    </div>
  );
}

/** The DOM (attributes sorted, generated ids made comparable, Radix's collection marker left out) and the focus. */
function serialize(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .filter((a) => a.name !== 'data-radix-collection-item')
    .map((a) => `${a.name}="${a.value.replace(/^.*-(trigger|content)-(\w+)$/, 'ID-$1-$2')}"`)
    .sort();
  return `<${node.tagName} ${attributes.join(' ')}>${[...node.childNodes].map(serialize).join('')}</${node.tagName}>`;
}

function snapshot(container: HTMLElement) {
  const focused = document.activeElement;
  return {
    html: serialize(container).split('><'),
    focused: focused?.getAttribute('aria-label') ?? focused?.getAttribute('role') ?? focused?.tagName,
  };
}

/** Every step of a keyboard and mouse walk through the tabs, with the DOM and the focus after each. */
async function walk(Pair: () => ReactNode) {
  const user = userEvent.setup();
  const { container, unmount } = render(<Pair />);
  const steps: ReturnType<typeof snapshot>[] = [snapshot(container)];
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const keys = [
    () => user.click(screen.getByLabelText('Before')),
    () => user.tab(),
    () => user.keyboard('{ArrowRight}'),
    () => user.keyboard('{ArrowRight}'),
    () => user.keyboard('{ArrowLeft}'),
    () => user.keyboard('{End}'),
    () => user.keyboard('{Home}'),
    () => user.keyboard('{ArrowDown}'),
    () => user.keyboard('{Control>}{ArrowRight}{/Control}'),
    () => user.tab(),
    () => user.tab(),
    () => user.tab({ shift: true }),
    () => user.tab({ shift: true }),
    () => user.tab({ shift: true }),
    () => user.tab({ shift: true }),
    () => user.tab(),
    () => user.click(screen.getByRole('tab', { name: 'Sign Up' })),
    () => user.keyboard('{Enter}'),
    () => user.tab(),
    () => user.tab(),
    () => user.tab({ shift: true }),
    () => user.tab({ shift: true }),
    () => user.keyboard('{PageUp}'),
    () => user.keyboard('{PageDown}'),
    () => user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: 'Sign In' }) }),
    async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign In' }), { button: 0, ctrlKey: true });
    },
    () => user.click(screen.getByRole('tab', { name: 'Sign In' })),
    () => user.keyboard(' '),
  ];
  for (const step of keys) {
    await step();
    await settle();
    steps.push(snapshot(container));
  }
  unmount();
  return steps;
}

describe('the sign-in screen’s tabs', () => {
  it('behave as Radix Tabs do: the same DOM and focus after every key and click', async () => {
    const radix = await walk(RadixPair);
    const own = await walk(AuthPair);
    for (const [index, step] of radix.entries()) expect(own[index], `step ${index}`).toEqual(step);
    // The walk went somewhere: both tabs were selected and both panels shown on the way.
    expect(new Set(radix.map((step) => step.focused))).toEqual(
      new Set(['BODY', 'Before', 'tab', 'tabpanel', 'In field', 'Up field']),
    );
  });
});
