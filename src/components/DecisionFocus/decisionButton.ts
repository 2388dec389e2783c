/** The attributes that mark a row's decision button, e.g. `{...decisionButton('accept', key)}`. */
export function decisionButton(action: string, rowKey: string): { 'data-decision': string; 'data-row': string } {
  return { 'data-decision': action, 'data-row': rowKey };
}
