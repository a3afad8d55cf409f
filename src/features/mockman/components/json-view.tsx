import { JSONTree } from 'react-json-tree';
import type { JsonTheme } from '../json-themes';

interface JsonViewProps {
  data: unknown;
  /** The root's label, e.g. 'data' or 'headers'. */
  name: string;
  theme: JsonTheme;
  expandAll: boolean;
}

/** A collapsible tree; the root and its children open, or every level when `expandAll`. */
export function JsonView({ data, name, theme, expandAll }: JsonViewProps) {
  return (
    <div className="tester__tree" style={{ background: theme.base00, color: theme.base07 }}>
      <JSONTree
        // Nodes read their open state once: a new key rebuilds them when the choice changes.
        key={expandAll ? 'all' : 'top'}
        data={data}
        keyPath={[name]}
        theme={theme}
        invertTheme={false}
        shouldExpandNodeInitially={(_keyPath, _data, level) => expandAll || level < 2}
      />
    </div>
  );
}
