import { useCallback, useMemo, useState } from 'react';
import type { ResourcesApi } from '../../api/AdminApi.js';
import type { Resource, ResourceType } from '../../api/types.js';
import {
  CONTENT_TYPE_CODES,
  RESOURCE_TYPES,
  contentTypeLabel,
  resourceKind,
  resourceTabLabel,
  type ResourceKind,
} from '../../domain/contentTypes.js';
import { displayText } from '../../format/index.js';
import { useConfirmAction, type ConfirmActionState } from '../../hooks/useDialogAction.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useLoader } from '../../hooks/useLoader.js';
import { firstError } from '../../hooks/firstError.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { listStateOf, oneOf, textList, useListController, useListState, type ListController, type ListStateProps } from '../../list/index.js';
import type { UploadContentDialogProps, UploadStatus } from './UploadContentDialog.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';

/** The calls Resources Overview makes: the list of a type, removal, the upload and (optional) the download and the upload limits. */
export type ResourcesOverviewApi = { resources: Pick<ResourcesApi, 'listByType' | 'remove' | 'upload' | 'download' | 'uploadLimits'> };

/**
 * Resources Overview's own list filters: the tab (`tab`, a resource type) and the ticked content
 * types (`type`, their labels as shown, e.g. 'PDF'). A new tab clears the ticks.
 */
export type ResourcesListFacets = { tab: ResourceType; type: readonly string[] };

export const RESOURCES_FACETS = {
  tab: oneOf<ResourceType>(RESOURCE_TYPES, RESOURCE_TYPES[0]!, { resets: ['type'] }),
  type: textList(),
} as const;

export interface ResourcesOverviewControllerProps extends ListStateProps<ResourcesListFacets> {
  /** Where the resources come from and go to (`api.resources`). */
  api: ResourcesOverviewApi;
  /**
   * The name under Published By for records without a `publishedBy` of their own (a fixed
   * placeholder person). @default messages.resources.publishedByPlaceholder ('Content Team')
   */
  publishedByPlaceholder?: string;
  /** The tab shown (controlled); a tab the user picks goes to `onTabChange` and waits for it. The list state's `tab` facet then follows. @default undefined */
  tab?: ResourceType;
  /** The tab an uncontrolled screen opens on, unless `defaultState` names one. @default 'LEARNING' */
  defaultTab?: ResourceType;
  /** Every tab change: a tab picked, or the tab an upload went to. @default undefined */
  onTabChange?: (tab: ResourceType) => void;
  /**
   * The largest file an upload may carry, in bytes, when the host knows it (e.g. its proxy's limit).
   * The upload dialog also asks the backend (`api.resources.uploadLimits`, optional) and the
   * smaller limit counts: the dialog shows it and refuses a larger file when it is chosen.
   * @default undefined (the backend's limit, if it says; else the server's refusal after sending)
   */
  maxUploadBytes?: number;
}

/** One entry of the content-type filter: a label present in the tab and whether it is ticked. */
export interface ContentTypeOption {
  label: string;
  checked: boolean;
}

/** The removal being asked about, and what the dialogs call it ('video', 'image', 'file'). */
export interface RemovalRequest {
  resource: Resource;
  kind: ResourceKind;
}

export interface ResourcesOverviewController {
  /** The tabs in order, with their labels. */
  tabs: ReadonlyArray<{ type: ResourceType; label: string }>;
  tab: ResourceType;
  /** Shows another group: its rows load, the content-type filter clears and paging starts again. */
  setTab: (tab: ResourceType) => void;
  /** Search, sort and paging over the tab's rows after the content-type filter; the tab and the filter are its facets. */
  list: ListController<Resource, ResourcesListFacets>;
  /**
   * The tab's load: true until its rows have arrived, 'Updating...'; the red banner's `error`
   * ('Failed to fetch {tab} resources' or the server's message, with `retry`; else a failed upload
   * or removal, with `dismiss`).
   */
  load: ListLoad;
  /** The content types present in the tab, in catalogue order, each with its tick; a ticked type counts only while present. */
  contentTypeOptions: readonly ContentTypeOption[];
  toggleContentType: (label: string) => void;
  clearContentTypes: () => void;
  /** The content type's label, 'PDF' for unknown codes. */
  labelOf: (resource: Resource) => string;
  /** The title as shown, 'Untitled' when missing. */
  titleOf: (resource: Resource) => string;
  /** The server's `publishedBy`, or the placeholder. */
  publishedByOf: (resource: Resource) => string;
  /** The resource whose detail dialog is open, or null. */
  selected: Resource | null;
  openDetail: (resource: Resource) => void;
  closeDetail: () => void;
  /**
   * The removal's confirmation (spread `dialogProps` onto its ConfirmDialog): on success the row
   * goes and the success dialog shows; on failure the dialog closes and the red banner reads the error.
   */
  removal: ConfirmActionState<RemovalRequest>;
  /** Asks to remove a resource: opens the confirmation, with the word its texts use. */
  requestRemoval: (resource: Resource) => void;
  /** The kind just removed, for '{Type} Removed Successfully!'; null when that dialog is closed. */
  removed: ResourceKind | null;
  closeRemoved: () => void;
  /** Opens the upload dialog on the tab's group. */
  openUpload: () => void;
  /** What the overview hands its upload dialog: open or not, the tab's group, and what it reports back. */
  uploadDialog: Omit<UploadContentDialogProps, 'api'>;
  /** The blue banner's text while an upload or a removal runs ('Upload Content' then reads 'Uploading...'), else undefined. */
  runningMessage: string | undefined;
}

const NO_ROWS: Resource[] = [];

/**
 * Resources Overview state: one tab's resources at a time, searched, sorted, filtered by content
 * type and paged on the client; the detail dialog, the removal with its confirmation, and the
 * upload dialog (which runs its own flow), whose success shows the uploaded group's tab freshly
 * loaded.
 *
 * @example const overview = useResourcesOverviewController({ api });
 */
export function useResourcesOverviewController(props: ResourcesOverviewControllerProps): ResourcesOverviewController {
  const { api, publishedByPlaceholder } = props;
  const messages = useMessages({ resources: resourcesMessages });
  const texts = messages.resources;
  const placeholder = publishedByPlaceholder ?? texts.publishedByPlaceholder;
  // The tab and the ticked types are list state; the tab chooses which rows load.
  const store = useListState({
    name: 'resources',
    facets: RESOURCES_FACETS,
    facetControls: { tab: { value: props.tab, defaultValue: props.defaultTab, onChange: props.onTabChange } },
    ...listStateOf(props),
  });
  const { tab, type: checkedLabels } = store.state.facets;
  const tabLabel = resourceTabLabel(tab, texts);

  const loader = useLoader(
    (signal) => api.resources.listByType(tab, { signal }),
    loaderKey(api.resources, tab),
    formatMessage(texts.fetchError, { tab: tabLabel }),
    [api.resources, `listByType:${tab}`],
  );
  const rows = loader.state.data ?? NO_ROWS;

  const labelOf = useCallback((resource: Resource) => contentTypeLabel(resource.contentType, texts), [texts]);
  const titleOf = useCallback((resource: Resource) => displayText(resource.title, texts.untitled), [texts]);
  const publishedByOf = useCallback((resource: Resource) => displayText(resource.publishedBy, placeholder), [placeholder]);

  // The filter holds labels, so every unknown code (all shown as 'PDF') is one entry.
  const presentLabels = useMemo(() => {
    const present = new Set(rows.map(labelOf));
    const known = CONTENT_TYPE_CODES.map((code) => contentTypeLabel(code, texts)).filter((label) => present.has(label));
    return [...new Set([...known, ...present])];
  }, [rows, labelOf, texts]);
  // A ticked type that is no longer present (its last row was deleted) stops filtering.
  const activeLabels = useMemo(() => presentLabels.filter((label) => checkedLabels.includes(label)), [presentLabels, checkedLabels]);
  const filter = useMemo(() => (activeLabels.length === 0 ? undefined : (row: Resource) => activeLabels.includes(labelOf(row))), [activeLabels, labelOf]);

  const list = useListController(rows, {
    searchText: (resource) => [titleOf(resource), labelOf(resource)],
    date: (resource) => resource.createdAt,
    dateColumn: 'published',
    sortKeys: { title: titleOf, contentType: labelOf, publishedBy: publishedByOf },
    ready: loader.state.data !== undefined,
    filter,
    store,
  });
  const { setFacet } = list;
  // The facets' rules: a new tab clears the ticks, any change goes back to page 1.
  const setTab = useCallback((next: ResourceType) => setFacet('tab', next), [setFacet]);
  const toggleContentType = useCallback(
    (label: string) =>
      setFacet('type', checkedLabels.includes(label) ? checkedLabels.filter((checked) => checked !== label) : [...checkedLabels, label]),
    [setFacet, checkedLabels],
  );
  const clearContentTypes = useCallback(() => setFacet('type', []), [setFacet]);

  // Upload: the dialog runs the flow; the overview opens it on the tab's group, shows its progress
  // and failure behind it, and on success shows the uploaded group's tab, loaded afresh.
  const [uploadOpen, setUploadOpen] = useState(false);
  const [upload, setUpload] = useState<UploadStatus>({ uploading: false, error: undefined });
  const { setData, reload } = loader;
  const onUploaded = useCallback(
    (type: ResourceType) => {
      if (type === tab) void reload();
      else setTab(type);
    },
    [tab, reload, setTab],
  );

  // Detail
  const [selected, setSelected] = useState<Resource | null>(null);

  // Removal
  const [removed, setRemoved] = useState<ResourceKind | null>(null);
  const removal = useConfirmAction(
    (signal, { resource }: RemovalRequest) => api.resources.remove(resource.id, { signal }),
    texts.deleteError,
    {
      closeOnFailure: true,
      onSuccess: ({ resource, kind }) => {
        setData((current) => (current ?? []).filter((row) => row !== resource && String(row.id) !== String(resource.id)));
        setRemoved(kind);
      },
    },
  );
  const { open: openRemoval, clearError: clearRemoveError } = removal;
  const actionFailure = firstError(removal, upload);
  const load = useListLoad(loader, {
    actionError: actionFailure.error,
    actionErrorDetail: actionFailure.errorDetail,
    dismissAction: useCallback(() => {
      clearRemoveError();
      setUpload((current) => ({ ...current, error: undefined }));
    }, [clearRemoveError]),
  });

  return {
    tabs: RESOURCE_TYPES.map((type) => ({ type, label: resourceTabLabel(type, texts) })),
    tab,
    setTab,
    list,
    load,
    contentTypeOptions: presentLabels.map((label) => ({ label, checked: checkedLabels.includes(label) })),
    toggleContentType,
    clearContentTypes,
    labelOf,
    titleOf,
    publishedByOf,
    selected,
    openDetail: setSelected,
    closeDetail: useCallback(() => setSelected(null), []),
    removal,
    requestRemoval: useCallback((resource: Resource) => openRemoval({ resource, kind: resourceKind(resource) }), [openRemoval]),
    removed,
    closeRemoved: useCallback(() => setRemoved(null), []),
    openUpload: useCallback(() => setUploadOpen(true), []),
    uploadDialog: { open: uploadOpen, onOpenChange: setUploadOpen, resourceType: tab, onUploaded, onStatusChange: setUpload, maxUploadBytes: props.maxUploadBytes },
    runningMessage: upload.uploading ? texts.uploadingBanner : removal.submitting ? texts.removingBanner : undefined,
  };
}
