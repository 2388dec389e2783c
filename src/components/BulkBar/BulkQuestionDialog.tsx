import styled from '@emotion/styled';
import { useState } from 'react';
import type { BulkQuestion } from '../../hooks/useBulkReview.js';
import { formatMessage } from '../../i18n/messages.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { vars } from '../../theme/theme.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { Checkbox } from '../Field/index.js';

/** A noun in the singular and the plural, e.g. deal / deals: the counts pick one. */
export interface CountNoun {
  one: string;
  other: string;
}

export interface BulkQuestionDialogProps {
  /** The counts to name, or null (closed). */
  question: BulkQuestion | null;
  /** What the records are called: 'deal' / 'deals'. */
  noun: CountNoun;
  /** Go ahead: with the records decided the other way too when `includeOpposite`. */
  onAnswer: (includeOpposite: boolean) => void;
  onCancel: () => void;
}

const Lines = styled.ul({ margin: `0 0 ${vars.space.lg}`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

/**
 * Asked before a bulk decision over a selection that holds decided records: how many pending ones
 * it decides and how many decided ones stay as they are ('128 pending deals will be approved.',
 * '22 rejected deals stay as they are.'), with a box to include those decided the other way
 * (unticked: they are left alone).
 *
 * @example <BulkQuestionDialog question={review.question} noun={{ one: 'deal', other: 'deals' }} onAnswer={review.answer} onCancel={review.cancelQuestion} />
 */
export function BulkQuestionDialog({ question, noun, onAnswer, onCancel }: BulkQuestionDialogProps) {
  const t = useMessages({ decisions: decisionsMessages }).decisions;
  const locale = useLocale();
  const [include, setInclude] = useState(false);
  const [shown, setShown] = useState(question);
  if (question !== shown) {
    setShown(question);
    setInclude(false);
  }
  if (!question) return null;
  const plural = new Intl.PluralRules(locale);
  const counted = (count: number, one: string, other: string, values: Record<string, string>) => {
    const isOne = plural.select(count) === 'one';
    return formatMessage(isOne ? one : other, { count, noun: isOne ? noun.one : noun.other, ...values });
  };
  const approve = question.kind === 'approve';
  const { pending, opposite, same } = question;
  const total = pending.length + (include ? opposite.length : 0);
  const stay = (count: number, status: string) => counted(count, t.bulkStayOne, t.bulkStayOther, { status });
  const oppositeStatus = approve ? t.stayRejected : t.stayApproved;
  const sameStatus = approve ? t.stayApproved : t.stayRejected;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={approve ? t.bulkAskTitleApprove : t.bulkAskTitleReject}
      message={
        <>
          <Lines>
            {pending.length > 0 && (
              <li>{counted(pending.length, approve ? t.bulkWillApproveOne : t.bulkWillRejectOne, approve ? t.bulkWillApproveOther : t.bulkWillRejectOther, {})}</li>
            )}
            {opposite.length > 0 && !include && <li>{stay(opposite.length, oppositeStatus)}</li>}
            {same.length > 0 && <li>{stay(same.length, sameStatus)}</li>}
            {total === 0 && <li>{t.bulkNothing}</li>}
          </Lines>
          {opposite.length > 0 && (
            <Checkbox
              label={formatMessage(approve ? t.bulkIncludeRejected : t.bulkIncludeApproved, { count: opposite.length })}
              checked={include}
              onChange={(event) => setInclude(event.target.checked)}
            />
          )}
        </>
      }
      confirmLabel={formatMessage(approve ? t.bulkAskApprove : t.bulkAskReject, { count: total })}
      variant={approve ? 'primary' : 'danger'}
      onConfirm={() => {
        if (total === 0) return Promise.reject(new Error(t.bulkNothing));
        onAnswer(include);
      }}
    />
  );
}
