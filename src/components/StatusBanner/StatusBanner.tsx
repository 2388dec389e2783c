import styled from '@emotion/styled';
import { BannerFrame, type ErrorBannerProps } from '../ErrorBanner/ErrorBanner.js';
import { InfoIcon } from '../Icon/index.js';
import { vars } from '../../theme/theme.js';

export interface StatusBannerProps extends ErrorBannerProps {
  /** A fraction 0..1 drawn as a progress bar with its percentage, e.g. during an upload. @default undefined (no bar) */
  progress?: number;
}

const Progress = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
});

const Track = styled.div({
  flex: 1,
  height: 8,
  borderRadius: vars.radii.round,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.infoBorder}`,
  overflow: 'hidden',
});

const Fill = styled.div({
  height: '100%',
  background: 'currentColor',
  transition: `width ${vars.motion.duration}`,
});

/** A fraction as a whole percentage in 0..100; NaN counts as 0. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

/**
 * A blue message announced politely (role status): a notice ("Your session has ended"), or what
 * runs while an upload or removal is under way, optionally with its progress bar. It looks like
 * ErrorBanner but for its colour and icon; errors go in ErrorBanner.
 *
 * @example
 * <StatusBanner progress={upload.progress}>Uploading your content... Please wait.</StatusBanner>
 */
export function StatusBanner(props: StatusBannerProps) {
  const { progress, ...frame } = props;
  const percent = progress === undefined ? undefined : progressPercent(progress);
  return (
    <BannerFrame
      tone="info"
      icon={<InfoIcon />}
      footer={
        percent === undefined
          ? undefined
          : (messageId) => (
              <Progress>
                <Track role="progressbar" aria-labelledby={messageId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                  <Fill style={{ width: `${percent}%` }} />
                </Track>
                <span aria-hidden="true">{percent}%</span>
              </Progress>
            )
      }
      {...frame}
    />
  );
}
