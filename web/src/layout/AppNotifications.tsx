import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
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
      // a toast's own button (Undo), given the toast's key to close it
      ...(notificationOptions?.action ? { action: notificationOptions.action } : {}),
    });
  }, [notifications, takeNotification, enqueueSnackbar, translate]);
  return null;
}

/**
 * Toast fills that keep white text at 4.5:1 or more (WCAG AA) in both themes: notistack's own success
 * (#43a047), warning (#ff9800) and info (#2196f3) gave 3.3, 2.2 and 3.1 (issue 20 item 15).
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828', color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84d00', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#fff' },
});
const toastComponents = {
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

export function AppNotifications() {
  return (
    <SnackbarProvider
      Components={toastComponents}
      maxSnack={toastLimits.maxSnack}
      autoHideDuration={toastLimits.autoHideDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transitionDuration={{ enter: toastLimits.enter, exit: toastLimits.exit }}
    >
      <NotificationBridge />
    </SnackbarProvider>
  );
}
