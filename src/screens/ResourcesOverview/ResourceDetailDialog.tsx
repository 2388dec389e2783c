import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import type { Resource } from '../../api/types.js';
import { Button, IconButton } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { ErrorBanner } from '../../components/ErrorBanner/index.js';
import { AlertIcon, CheckIcon, CopyIcon, DownloadIcon, ExternalLinkIcon, FileIcon } from '../../components/Icon/index.js';
import { contentTypeLabel } from '../../domain/contentTypes.js';
import { displayText } from '../../format/index.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { containerDown } from '../../theme/index.js';
import { Publisher } from './Publisher.js';
import { previewKind } from './resourceFile.js';
import { useResourceDetailController, type ResourceDetailApi } from './useResourceDetailController.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';
import { vars, breakpoints } from '../../theme/theme.js';
import { focusRing } from '../../theme/focusRing.js';
import { FormattedDate } from '../../components/FormattedDate/index.js';

export interface ResourceDetailDialogProps {
  /** Whether the dialog shows; it needs a `resource` too. */
  open: boolean;
  /** Called with false when the dialog asks to close (Close, Escape, the overlay). */
  onOpenChange: (open: boolean) => void;
  /**
   * The resource to show, which the host may keep while the dialog closes. The whole record, not
   * its id: the API has no call that loads one resource.
   */
  resource: Resource | null;
  /** The name under Published By (the server's, or the screen's placeholder). */
  publishedBy: string;
  /** Where the file is downloaded from (`api.resources.download`); without it the file is fetched without credentials. @default undefined */
  api?: ResourceDetailApi;
}

const PreviewBox = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 160,
  padding: vars.space.lg,
  marginBottom: vars.space.xl,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  'video, img': { display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: vars.radii.md, background: vars.colors.text },
  video: { width: '100%' },
  img: { background: 'transparent' },
});

const Refusal = styled.p({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  color: vars.colors.danger,
  textAlign: 'start',
  svg: { flexShrink: 0, marginTop: 2 },
});

const PreviewTitle = styled.p({ margin: 0, fontWeight: vars.fontWeights.medium, color: vars.colors.text });

const OpenLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colors.link,
  fontWeight: vars.fontWeights.medium,
  '&:focus-visible': focusRing(),
});

const Sections = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xl,
  [containerDown(breakpoints.mobile)]: { gridTemplateColumns: '1fr' },
});

const SectionTitle = styled.h3({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold });

const Facts = styled.dl({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  dt: { fontSize: vars.fontSizes.sm, color: vars.colors.textMuted },
  dd: { margin: `${vars.space.xs} 0 0`, color: vars.colors.text, overflowWrap: 'anywhere' },
});

const UrlRow = styled.div({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const UrlText = styled.code({ flex: 1, minWidth: 0, fontFamily: vars.fonts.mono, fontSize: vars.fontSizes.sm, overflowWrap: 'anywhere' });

const CopiedText = styled.span({ fontSize: vars.fontSizes.sm, color: vars.status.success.text, whiteSpace: 'nowrap' });

const Problem = styled.div({ marginTop: vars.space.lg, '& > div': { marginBottom: 0 } });

/**
 * The detail modal of a resource: a preview (video player, image, 'PDF Document' or 'Document
 * preview not available'), the details with a copyable URL, the publication facts, and Close and
 * Download. Addresses other than http(s) are refused with a message and never reach an element.
 *
 * @example
 * <ResourceDetailDialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)} resource={selected} publishedBy="Content Team" api={api} />
 */
export function ResourceDetailDialog({ open, resource, ...rest }: ResourceDetailDialogProps) {
  if (!open || !resource) return null;
  // Keyed by id: another resource starts with a fresh copy state and no download error.
  return <OpenResourceDetail key={String(resource.id)} resource={resource} {...rest} />;
}

function OpenResourceDetail({ resource, publishedBy, onOpenChange, api }: Omit<ResourceDetailDialogProps, 'open'> & { resource: Resource }) {
  const messages = useMessages({ resources: resourcesMessages });
  const texts = messages.resources;
  const detail = useResourceDetailController(resource, api);
  const close = () => onOpenChange(false);
  const { address } = detail;
  const detailsHeading = useId();
  const publicationHeading = useId();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={detail.title}
      size="lg"
      // The footer's Close is the one close button.
      showCloseButton={false}
      footer={
        <>
          <Button onClick={close}>{texts.close}</Button>
          <Button variant="primary" icon={<DownloadIcon />} busy={detail.downloading} busyLabel={texts.downloading} onClick={detail.download}>
            {texts.download}
          </Button>
        </>
      }
    >
      <PreviewBox>
        {address.status === 'unsafe' ? (
          <Refusal role="alert">
            <AlertIcon />
            {detail.unsafeMessage}
          </Refusal>
        ) : address.status === 'missing' ? (
          <p>{texts.previewUnavailable}</p>
        ) : (
          <Preview kind={previewKind(resource, address.url)} url={address.url} title={detail.title} />
        )}
      </PreviewBox>
      <Sections>
        <section aria-labelledby={detailsHeading}>
          <SectionTitle id={detailsHeading}>{texts.detailsTitle}</SectionTitle>
          <Facts>
            <Fact term={texts.contentType}>{contentTypeLabel(resource.contentType, texts)}</Fact>
            <Fact term={texts.resourceId}>{displayText(resource.id)}</Fact>
            <Fact term={texts.url}>
              <UrlRow>
                <UrlText>{displayText(resource.url)}</UrlText>
                {address.status === 'safe' && (
                  <>
                    <IconButton label={texts.copyUrl} onClick={detail.copy}>
                      {detail.copied ? <CheckIcon /> : <CopyIcon />}
                    </IconButton>
                    <span role="status">{detail.copied && <CopiedText>{texts.copied}</CopiedText>}</span>
                  </>
                )}
              </UrlRow>
              {detail.copyError && (
                <Problem>
                  <ErrorBanner>{detail.copyError}</ErrorBanner>
                </Problem>
              )}
            </Fact>
          </Facts>
        </section>
        <section aria-labelledby={publicationHeading}>
          <SectionTitle id={publicationHeading}>{texts.publicationInformation}</SectionTitle>
          <Facts>
            <Fact term={texts.publishedDate}><FormattedDate value={resource.createdAt} dateStyle="numericDateTime" /></Fact>
            <Fact term={texts.publishedBy}>
              <Publisher name={publishedBy} />
            </Fact>
          </Facts>
        </section>
      </Sections>
      {detail.downloadError && (
        <Problem>
          <ErrorBanner>{detail.downloadError}</ErrorBanner>
        </Problem>
      )}
    </Dialog>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The preview of a safe URL; an image that fails to load falls back to the 'not available' block. */
function Preview({ kind, url, title }: { kind: ReturnType<typeof previewKind>; url: string; title: string }) {
  const texts = useMessages({ resources: resourcesMessages }).resources;
  const [imageFailed, setImageFailed] = useState(false);

  if (kind === 'video') {
    return (
      <video controls preload="metadata" src={url} aria-label={texts.previewVideo}>
        <OpenLink href={url} target="_blank" rel="noopener noreferrer">
          {texts.openInBrowser}
        </OpenLink>
      </video>
    );
  }
  if (kind === 'image' && !imageFailed) {
    return <img src={url} alt={formatMessage(texts.imagePreview, { title })} referrerPolicy="no-referrer" onError={() => setImageFailed(true)} />;
  }
  const isPdf = kind === 'pdf';
  return (
    <>
      <FileIcon size={40} />
      <PreviewTitle>{isPdf ? texts.pdfDocument : texts.noPreview}</PreviewTitle>
      <OpenLink href={url} target="_blank" rel="noopener noreferrer">
        {isPdf ? texts.openPdf : texts.openInBrowser}
        <ExternalLinkIcon size={16} />
      </OpenLink>
    </>
  );
}
