import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '../../i18n/i18n';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAuthActions } from './use-auth-actions';
import '../../i18n/page-strings';

export type AuthTab = 'sign-in' | 'sign-up';

const TAB_CLASSES =
  'min-h-11 flex-1 rounded-full px-4 py-2 font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600';

/** Sign In / Sign Up tabs, used by the /auth page and the sign-in dialog. */
export function AuthTabs({
  defaultTab = 'sign-in',
  onSignedIn,
  googleLabel = 'continueWithGoogle',
  returnTo,
}: {
  defaultTab?: AuthTab;
  onSignedIn?: () => void;
  googleLabel?: 'continueWithGoogle' | 'signInWithGoogle';
  /** Where a magic link brings the learner back to; the page shown now when absent. */
  returnTo?: string | undefined;
}) {
  const { t } = useTranslation();
  const actions = useAuthActions(onSignedIn, returnTo === undefined ? undefined : () => returnTo);
  return (
    <Tabs.Root defaultValue={defaultTab} onValueChange={actions.clearError} className="flex flex-col gap-5">
      <Tabs.List aria-label={t('auth.tabsLabel')} className="flex gap-1 rounded-full bg-slate-100 p-1">
        <Tabs.Trigger value="sign-in" className={TAB_CLASSES}>
          {t('auth.signInTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={TAB_CLASSES}>
          {t('auth.signUpTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className="focus-visible:outline-none">
        <SignInForm actions={actions} googleLabel={googleLabel} />
      </Tabs.Content>
      <Tabs.Content value="sign-up" className="focus-visible:outline-none">
        <SignUpForm actions={actions} googleLabel={googleLabel} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
