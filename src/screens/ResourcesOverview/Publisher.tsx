import styled from '@emotion/styled';
import { Avatar } from '../../components/Avatar/index.js';
import { vars } from '../../theme/theme.js';

const Person = styled.span({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** Published By: the initials avatar beside the name, in the list and in the detail modal. */
export function Publisher({ name }: { name: string }) {
  return (
    <Person>
      <Avatar name={name} size="sm" />
      {name}
    </Person>
  );
}
