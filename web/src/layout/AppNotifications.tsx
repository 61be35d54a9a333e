import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';

/** Spec §9: at most 3 toasts visible, hidden after 5000 ms, bottom-left, entering in 225 ms and leaving in 195 ms. */
export const toastLimits = { maxSnack: 3, autoHideDuration: 5000, enter: 225, exit: 195 } as const;

/** Moves react-admin's notifications (useNotify) into notistack, which stacks them. */
function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const { enqueueSnackbar } = useSnackbar();
  const translate = useTranslate();
  // takeNotification removes the first of the list this render saw: one per render, the effect runs again
  // with the rest
  useEffect(() => {
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions } = next;
    const text =
      typeof message === 'string'
        ? translate(message, { _: message, ...notificationOptions?.messageArgs })
        : message;
    enqueueSnackbar(text, {
      variant: type,
      autoHideDuration: notificationOptions?.autoHideDuration ?? toastLimits.autoHideDuration,
    });
  }, [notifications, takeNotification, enqueueSnackbar, translate]);
  return null;
}

export function AppNotifications() {
  return (
    <SnackbarProvider
      maxSnack={toastLimits.maxSnack}
      autoHideDuration={toastLimits.autoHideDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transitionDuration={{ enter: toastLimits.enter, exit: toastLimits.exit }}
    >
      <NotificationBridge />
    </SnackbarProvider>
  );
}
