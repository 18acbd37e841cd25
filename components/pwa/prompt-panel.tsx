'use client';

import { useRef, type FocusEvent } from 'react';
import type { InstallPrompt } from '@/lib/pwa/install-prompt';
import type { UpdateNotice as UpdateNoticeState } from '@/lib/pwa/update-notice';
import { InstallButton } from './install-button';
import type { PwaLabels } from './pwa-labels';
import { UpdateNotice } from './update-notice';

type PromptPanelProps = {
  labels: PwaLabels;
  /** Each prompt's state, when it shows. */
  install: InstallPrompt | null;
  notice: UpdateNoticeState | null;
};

/**
 * The corner where the prompts show, loaded only when one does. Their timers wait while the
 * pointer or keyboard focus is on them, and a prompt that goes with focus in it hands focus back.
 */
export function PromptPanel({ labels, install, notice }: PromptPanelProps) {
  const region = useRef<HTMLElement>(null);
  const focusOrigin = useRef<HTMLElement | null>(null);

  const hold = () => {
    install?.hold();
    notice?.hold();
  };
  const release = () => {
    install?.release();
    notice?.release();
  };
  const returnFocus = () => {
    if (!region.current?.contains(document.activeElement)) return;
    const origin = focusOrigin.current?.isConnected ? focusOrigin.current : null;
    (origin ?? document.getElementById('main'))?.focus({ preventScroll: true });
    focusOrigin.current = null;
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (event.currentTarget.contains(from)) return;
    focusOrigin.current = from instanceof HTMLElement ? from : null;
    hold();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) release();
  };

  return (
    <aside
      ref={region}
      aria-label={labels.region}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={onFocus}
      onBlur={onBlur}
      data-prompt-panel
      className="fixed inset-x-0 bottom-0 z-30 flex flex-col gap-3 bg-paper/95 p-3 shadow-[0_-1px_0_var(--color-stone-line)] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[23rem] sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      {install && (
        <InstallButton
          label={labels.install}
          dismissLabel={labels.dismissInstall}
          onInstall={() => {
            returnFocus();
            void install.install();
          }}
          onDismiss={() => {
            returnFocus();
            install.dismiss();
          }}
        />
      )}
      {notice && (
        <UpdateNotice
          title={labels.updateTitle}
          question={labels.updateQuestion}
          updateLabel={labels.update}
          laterLabel={labels.later}
          onUpdate={notice.update}
          onLater={() => {
            returnFocus();
            notice.later();
          }}
        />
      )}
    </aside>
  );
}
