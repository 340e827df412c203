import { useMutation } from '@tanstack/react-query';
import { sessionResponseSchema, type StaffUser } from '@contract/auth';
import {
  enrolledSignInSchema,
  twoFactorSetupSchema,
  type EnrolledSignIn,
  type SecondStepBody,
  type TwoFactorSetup,
} from '@contract/two-factor';
import { apiClient } from '@/lib/api-client';

// A 401 here is the answer (a wrong code, or a sign-in that took too long), not an ended session.
const noRenewal = { renewSession: false } as const;

/** POST /api/auth/login/two-factor: a code from the app or a recovery code finishes signing in. */
async function submitSecondStep(body: SecondStepBody): Promise<StaffUser> {
  const { user } = await apiClient.post('/api/auth/login/two-factor', body, {
    schema: sessionResponseSchema,
    fallbackMessage: 'Could not check the code. Please try again.',
    ...noRenewal,
  });
  return user;
}

/** POST /api/auth/login/enrol: signing in, two-factor sign-in required: a secret for the app. */
function startSignInEnrolment(): Promise<TwoFactorSetup> {
  return apiClient.post('/api/auth/login/enrol', undefined, {
    schema: twoFactorSetupSchema,
    fallbackMessage: 'Could not start setting up two-factor sign-in. Please try again.',
    ...noRenewal,
  });
}

/** POST /api/auth/login/enrol/confirm: the first code turns it on and signs in. */
function confirmSignInEnrolment(body: SecondStepBody): Promise<EnrolledSignIn> {
  return apiClient.post('/api/auth/login/enrol/confirm', body, {
    schema: enrolledSignInSchema,
    fallbackMessage: 'Could not check the code. Please try again.',
    ...noRenewal,
  });
}

export function useSubmitSecondStep() {
  return useMutation({ mutationKey: ['auth', 'second-step'], mutationFn: submitSecondStep });
}

export function useStartSignInEnrolment() {
  return useMutation({ mutationKey: ['auth', 'enrol'], mutationFn: startSignInEnrolment });
}

export function useConfirmSignInEnrolment() {
  return useMutation({
    mutationKey: ['auth', 'enrol-confirm'],
    mutationFn: confirmSignInEnrolment,
  });
}
