// .storybook/fixtures.ts: a story's API and session are made afresh for every render (the
// preview's `freshArgs` loader), so a story shown after another of its file, or a second time, in
// one load of the Storybook (tests/visual switches stories without reloading) starts from the seed.
import type { StoryContext } from '@storybook/react-vite';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import { freshArgs, perRender, storyApi } from '../../.storybook/fixtures.js';

/** One render's args after the preview's loader, from the args the stories file made once. */
async function render(args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const context = { args: { ...args } } as unknown as StoryContext;
  await freshArgs(context as Parameters<typeof freshArgs>[0]);
  return context.args;
}

describe('story args made per render', () => {
  it('gives every render an API of its own, prepared as the story says, whatever an earlier render changed', async () => {
    // A meta's args, shared by every story of its file.
    const shared = { api: storyApi((api) => api.control.failAlways('partners.list')), variant: 'partner' };
    const first = (await render(shared)).api as MemoryAdminApi;
    const partners = first.control.data.partners.length;
    const [removed] = first.control.data.partners;
    first.control.clearFailures();
    await first.partners.remove(removed!.id);
    expect(first.control.data.partners).toHaveLength(partners - 1);

    const second = await render(shared);
    const api = second.api as MemoryAdminApi;
    expect(api).not.toBe(first);
    expect(api.control.data.partners).toHaveLength(partners);
    expect(api.control.calls).toEqual([]);
    await expect(api.partners.list()).rejects.toThrow();
    expect(second.variant).toBe('partner');
  });

  it('makes any other value a story changes afresh too (perRender), and leaves plain values alone', async () => {
    const makeSession = () => createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    const shared = { session: perRender(makeSession), count: 3, label: 'x', callback: () => 1 };
    const first = await render(shared);
    const second = await render(shared);
    expect(first.session).not.toBe(shared.session);
    expect(second.session).not.toBe(first.session);
    expect(second).toMatchObject({ count: 3, label: 'x', callback: shared.callback });
  });

  it('fails a story whose memory API or session store was made once per load', async () => {
    await expect(render({ api: createMemoryAdminApi() })).rejects.toThrow(/args\.api holds state but is made once per load: make it with storyApi\(\) or perRender\(\)/);
    await expect(render({ session: createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() }) })).rejects.toThrow(/args\.session/);
    // A copy of a prepared API (an API wrapped around the memory one) loses the mark: it fails too.
    await expect(render({ api: { ...storyApi() } })).rejects.toThrow(/args\.api/);
  });
});
