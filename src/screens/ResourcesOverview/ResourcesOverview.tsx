import styled from '@emotion/styled';
import type { Resource } from '../../api/types.js';
import { Button, IconButton } from '../../components/Button/index.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.js';
import type { DataTableColumn } from '../../components/DataTable/index.js';
import { NoticeBanner } from '../../components/StatusBanner/NoticeBanner.js';
import { FilterIcon, TrashIcon, UploadIcon } from '../../components/Icon/index.js';
import { ListView } from '../../components/ListView/index.js';
import { Menu } from '../../components/Menu/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import { Tabs } from '../../components/Tabs/index.js';
import { useBoxWidth } from '../../components/useBoxWidth.js';
import { visuallyHidden } from '../../components/visuallyHidden.js';
import { RESOURCE_TYPES, kindText, type ResourceKind } from '../../domain/contentTypes.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Publisher } from './Publisher.js';
import { ResourceDetailDialog } from './ResourceDetailDialog.js';
import { UploadContentDialog } from './UploadContentDialog.js';
import {
  useResourcesOverviewController,
  type ResourcesOverviewController,
  type ResourcesOverviewControllerProps,
} from './useResourcesOverviewController.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';
import { vars, breakpoints } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, callback, listStateRules, oneOf, optional } from '../../components/ScreenErrorBoundary/propRules.js';
import { forwardExcept } from '../../components/shouldForwardProp.js';
import { FormattedDate } from '../../components/FormattedDate/index.js';
import { useLocale } from '../../i18n/MessagesProvider.js';
import { formatNumber } from '../../format/dates.js';

export type ResourcesOverviewProps = ResourcesOverviewControllerProps;

const Page = styled('div', { shouldForwardProp: forwardExcept('narrow') })<{ narrow: boolean }>(({ narrow }) => ({
  // Below the floating button, the gap it keeps from the bottom of the screen's box.
  paddingBottom: narrow ? vars.space.xl : undefined,
}));

/**
 * Where the upload button floats in a narrow box: the last thing in the screen, sticky at the
 * bottom of whatever scrolls it (the window on a phone, a host's scrolling column), at the right of
 * the screen's own box. Sticky, not fixed: a fixed button sits at the window's corner, outside a
 * narrow host column on a wide window, over the host's page. Its row takes room of its own under
 * the list, so at the end of the list it sits below the last card instead of over its actions; the
 * row lets clicks through beside the button while it floats over the cards.
 */
const FabRow = styled.div({
  position: 'sticky',
  bottom: vars.space.xl,
  zIndex: vars.zIndices.sticky,
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.md,
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
});

const Fab = styled(Button)({
  width: 56,
  height: 56,
  padding: 0,
  borderRadius: vars.radii.round,
  boxShadow: vars.shadows.dialog,
});

const Count = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.round,
  background: vars.colors.primary,
  color: vars.colors.primaryText,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
});

const Hidden = styled.span(visuallyHidden);

const CardTop = styled.div({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

const CardTitle = styled.p({ margin: 0, fontWeight: vars.fontWeights.bold, color: vars.colors.text, overflowWrap: 'anywhere' });

const CardMeta = styled.p({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

const Paragraphs = styled.div({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, p: { margin: 0 } });

/** '{Type}' of the removal texts: the kind's word with a capital first letter. */
function capitalised(kind: ResourceKind, texts: Messages['resources']): string {
  const word = kindText(kind, texts);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The kind's word for the removal texts, as '{type}' and with a capital first letter as '{Type}'. */
function kindWords(kind: ResourceKind, texts: Messages['resources']) {
  return { type: kindText(kind, texts), Type: capitalised(kind, texts) };
}

function DeleteButton({ overview, resource, texts }: { overview: ResourcesOverviewController; resource: Resource; texts: Messages['resources'] }) {
  return (
    <IconButton label={formatMessage(texts.deleteResource, { title: overview.titleOf(resource) })} onClick={() => overview.requestRemoval(resource)}>
      <TrashIcon />
    </IconButton>
  );
}

/** A phone card: title and delete button, content type and date, then the publisher. */
function ResourceCard({ overview, resource, texts }: { overview: ResourcesOverviewController; resource: Resource; texts: Messages['resources'] }) {
  return (
    <>
      <CardTop>
        <CardTitle>{overview.titleOf(resource)}</CardTitle>
        <DeleteButton overview={overview} resource={resource} texts={texts} />
      </CardTop>
      <CardMeta>
        {overview.labelOf(resource)} · <FormattedDate value={resource.createdAt} />
      </CardMeta>
      <Publisher name={overview.publishedByOf(resource)} />
    </>
  );
}

function columnsFor(overview: ResourcesOverviewController, texts: Messages['resources']): DataTableColumn<Resource>[] {
  return [
    { id: 'title', header: texts.title_, cell: overview.titleOf },
    { id: 'published', header: texts.publishedDate, cell: (resource) => <FormattedDate value={resource.createdAt} /> },
    { id: 'contentType', header: texts.contentType, cell: overview.labelOf },
    { id: 'publishedBy', header: texts.publishedBy, cell: (resource) => <Publisher name={overview.publishedByOf(resource)} /> },
    {
      id: 'actions',
      header: texts.actions,
      align: 'end',
      width: 96,
      cell: (resource) => <DeleteButton overview={overview} resource={resource} texts={texts} />,
    },
  ];
}

/** The content-type multi-select: a menu of the types present with ticks, a count badge and 'Clear all filters'. */
function ContentTypeFilter({ overview, texts }: { overview: ResourcesOverviewController; texts: Messages['resources'] }) {
  const count = overview.contentTypeOptions.filter((option) => option.checked).length;
  const locale = useLocale();
  return (
    <Menu
      label={
        <>
          {texts.filterByContentType}
          {count > 0 && (
            <>
              <Count aria-hidden="true">{count}</Count>
              <Hidden>{` (${formatMessage(texts.filterCount, { count: formatNumber(count, locale) })})`}</Hidden>
            </>
          )}
        </>
      }
      triggerIcon={<FilterIcon />}
      align="end"
      disabled={overview.contentTypeOptions.length === 0}
      items={[
        ...overview.contentTypeOptions.map((option) => ({
          id: `type-${option.label}`,
          label: option.label,
          kind: 'checkbox' as const,
          checked: option.checked,
          // Several types are often ticked in a row: the menu stays open until Escape or a click elsewhere.
          keepOpen: true,
          onSelect: () => overview.toggleContentType(option.label),
        })),
        { id: 'clear', label: texts.clearAllFilters, disabled: count === 0, onSelect: overview.clearContentTypes },
      ]}
    />
  );
}

/**
 * Resources Overview: the Learning Videos, Sales Resources and Marketing Resources tabs, each a
 * searchable, sortable list with a content-type filter; a detail modal per row; the upload flow
 * with a progress banner; and removal with confirmation. In a narrow box the upload button
 * floats in the corner of the screen's box, at the bottom of what scrolls it. The tab is list state: `tab` / `defaultTab` / `onTabChange`, or the
 * `tab` facet of `state` / `defaultState` / `onStateChange`.
 *
 * @example
 * <ResourcesOverview api={api} defaultTab="SALES" publishedByPlaceholder="Content Team" />
 */
export const ResourcesOverview = screen('ResourcesOverview', ResourcesOverviewView, {
  api: api('resources.listByType', 'resources.remove', 'resources.upload'),
  tab: optional(oneOf(...RESOURCE_TYPES)),
  defaultTab: optional(oneOf(...RESOURCE_TYPES)),
  onTabChange: optional(callback),
  ...listStateRules,
});

function ResourcesOverviewView(props: ResourcesOverviewProps) {
  const messages = useMessages({ resources: resourcesMessages });
  const texts = messages.resources;
  // By the screen's own width, not the window's (a host may give it a narrow column).
  const [pageRef, width] = useBoxWidth<HTMLDivElement>();
  const narrow = width !== undefined && width < breakpoints.mobile;
  const overview = useResourcesOverviewController(props);
  const removal = overview.removal.target;
  const running = overview.runningMessage !== undefined;

  const uploadButton = narrow ? (
    <Fab
      variant="primary"
      aria-label={running ? texts.uploading : texts.uploadContent}
      title={texts.uploadContent}
      busy={running}
      aria-disabled={running || undefined}
      onClick={overview.openUpload}
    >
      <UploadIcon size={24} />
    </Fab>
  ) : (
    <Button
      variant="primary"
      icon={<UploadIcon />}
      busy={running}
      busyLabel={texts.uploading}
      aria-disabled={running || undefined}
      onClick={overview.openUpload}
    >
      {texts.uploadContent}
    </Button>
  );

  return (
    <Page ref={pageRef} narrow={narrow}>
      <ScreenHeader title={texts.title} subtitle={texts.subtitle} actions={narrow ? undefined : uploadButton} />
      <Tabs items={overview.tabs.map((tab) => ({ value: tab.type, label: tab.label }))} value={overview.tab} onValueChange={overview.setTab} label={texts.tabsLabel}>
        {() => (
          <>
            {/* Blue while an action runs; the upload's progress bar is in its dialog, where the user is. */}
            {overview.runningMessage && <NoticeBanner>{overview.runningMessage}</NoticeBanner>}
            <ListView
              list={overview.list}
              columns={columnsFor(overview, texts)}
              getRowId={(resource) => String(resource.id)}
              caption={overview.tabs.find((tab) => tab.type === overview.tab)?.label ?? texts.title}
              load={overview.load}
              searchPlaceholder={texts.search}
              loadingText={texts.loading}
              emptyText={texts.empty}
              onRowClick={overview.openDetail}
              renderCard={(resource) => <ResourceCard overview={overview} resource={resource} texts={texts} />}
              dateRange={false}
              toolbarExtra={<ContentTypeFilter overview={overview} texts={texts} />}
            />
          </>
        )}
      </Tabs>
      {narrow && <FabRow>{uploadButton}</FabRow>}

      <ResourceDetailDialog
        open={overview.selected !== null}
        onOpenChange={(open) => !open && overview.closeDetail()}
        resource={overview.selected}
        publishedBy={overview.selected ? overview.publishedByOf(overview.selected) : ''}
        api={props.api}
      />
      <UploadContentDialog api={props.api} {...overview.uploadDialog} />
      <ConfirmDialog
        {...overview.removal.dialogProps}
        title={removal ? formatMessage(texts.removeTitle, kindWords(removal.kind, texts)) : ''}
        message={
          removal && (
            <Paragraphs>
              <p>{formatMessage(texts.removeText, kindWords(removal.kind, texts))}</p>
              <p>{texts.removeWarning}</p>
            </Paragraphs>
          )
        }
        confirmLabel={removal ? formatMessage(texts.removeButton, kindWords(removal.kind, texts)) : ''}
        busyLabel={texts.removing}
        variant="danger"
      />
      <SuccessDialog
        open={overview.removed !== null}
        title={overview.removed ? formatMessage(texts.removedTitle, kindWords(overview.removed, texts)) : ''}
        message={overview.removed ? formatMessage(texts.removedText, kindWords(overview.removed, texts)) : ''}
        onClose={overview.closeRemoved}
      />
    </Page>
  );
}
