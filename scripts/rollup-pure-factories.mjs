/**
 * Marks the module-level calls of the peers' component factories as pure (`/*#__PURE__*\/`):
 * `const Label = styled.label({...})`, `const Popup = styled('div', {...})({...})`,
 * `export const TextField = forwardRef(...)`, `memo(...)`, `createContext(...)`, `lazy(...)`, and the
 * library's own `screen(...)` and `readOnlyScreen(...)` (a module that makes several screens, as
 * MembersOverview.js makes three, kept all three in a bundle that uses one).
 *
 * Why: a module of the kit often holds several components (Field.js: the text, text area, select
 * and checkbox fields), and a bundler must keep every module-level call it cannot prove free of side
 * effects, so an app that uses one of them shipped the styles and components of all. These
 * factories only build a value, so once marked pure a bundler drops the ones nothing uses (issue 33).
 * Emotion's own babel plugin marks `styled` calls this way, but the library is built by rollup with
 * TypeScript, without babel; rollup-plugin-pure marks only calls of a plain name, not `styled.div(...)`.
 *
 * Only declarations at the start of a line (module level: rollup prints nested code indented),
 * and only names the module imports (from `peers.js`, `sharedPeerImports`, or the peer itself).
 * Run after `sharedPeerImports`, on the modules it wrote.
 */
export function pureFactories({ factories = ['styled', 'forwardRef', 'memo', 'createContext', 'lazy', 'screen', 'readOnlyScreen'] } = {}) {
  return {
    name: 'pure-factories',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const imported = factories.filter((name) => new RegExp(`^import \\{[^}]*\\b(as )?${name}\\b[^}]*\\} from '[^']+';$`, 'm').test(chunk.code) || new RegExp(`^import ${name}\\b`, 'm').test(chunk.code));
        if (imported.length === 0) continue;
        const declaration = new RegExp(`^((?:export )?const [A-Za-z0-9_$]+ = )(?=(?:${imported.join('|')})[.(])`, 'gm');
        chunk.code = chunk.code.replace(declaration, '$1/*#__PURE__*/ ');
      }
    },
  };
}
