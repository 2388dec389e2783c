import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResourcesApi } from '../../api/AdminApi.js';
import type { Resource } from '../../api/types.js';
import { displayText } from '../../format/index.js';
import { useAction } from '../../hooks/useAction.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { downloadName, resourceAddress, saveResourceFile, type ResourceAddress } from './resourceFile.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';

/** The call the detail dialog may make: the file's download, optional (fetched without credentials where the API has none). */
export type ResourceDetailApi = { resources: Pick<ResourcesApi, 'download'> };

/** How long the copy button shows its check and 'Copied': two seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export interface ResourceDetailController {
  /** The resource's address: missing, unsafe (refused, with its scheme) or a safe http(s) URL. */
  address: ResourceAddress;
  /** The refusal text for an unsafe address, else undefined. */
  unsafeMessage: string | undefined;
  /** The title as shown ('Untitled' when missing). */
  title: string;
  /** Copies the URL; `copied` is true for COPY_CONFIRMATION_MS afterwards. */
  copy: () => void;
  copied: boolean;
  copyError: string | undefined;
  /** Saves the file as title + the URL's extension. */
  download: () => void;
  downloading: boolean;
  /** 'No download URL available for this resource', the refusal of an unsafe URL, or 'An error occurred while downloading the resource'. */
  downloadError: string | undefined;
}

/**
 * The detail modal's actions: copy the URL with a two-second confirmation, and download the file
 * under its title (through `api.resources.download` when the API has it). Only a safe http(s)
 * address is ever copied, opened or downloaded.
 *
 * @example const detail = useResourceDetailController(resource, api);
 */
export function useResourceDetailController(resource: Resource, api?: ResourceDetailApi): ResourceDetailController {
  const texts = useMessages({ resources: resourcesMessages }).resources;
  const address = resourceAddress(resource.url);
  const title = displayText(resource.title, texts.untitled);
  const unsafeMessage = address.status === 'unsafe' ? formatMessage(texts.unsafeUrl, { scheme: address.scheme }) : undefined;
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const safeUrl = address.status === 'safe' ? address.url : undefined;

  const copy = useCallback(() => {
    if (!safeUrl) return;
    setCopyError(undefined);
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard?.writeText) {
      setCopyError(texts.copyFailed);
      return;
    }
    clipboard.writeText(safeUrl).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      },
      () => setCopyError(texts.copyFailed),
    );
  }, [safeUrl, texts.copyFailed]);

  const action = useAction((signal, url: string, name: string) => saveResourceFile(url, name, signal, api), texts.downloadError);
  const { run } = action;

  const download = useCallback(() => {
    if (address.status === 'missing') setRefusal(texts.noDownloadUrl);
    else if (address.status === 'unsafe') setRefusal(unsafeMessage);
    else {
      setRefusal(undefined);
      void run(address.url, downloadName(title, address.url));
    }
  }, [address, texts.noDownloadUrl, unsafeMessage, run, title]);

  return {
    address,
    unsafeMessage,
    title,
    copy,
    copied,
    copyError,
    download,
    downloading: action.busy,
    downloadError: refusal ?? action.error,
  };
}
