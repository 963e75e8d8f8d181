import { addCustomAttributes } from './admin/add-custom-attributes.js';
import { adminConfirmSignUp } from './admin/admin-confirm-sign-up.js';
import { adminCreateUser } from './admin/admin-create-user.js';
import { adminDeleteSoftwareToken } from './admin/admin-delete-software-token.js';
import { adminDeleteUser } from './admin/admin-delete-user.js';
import { adminDeleteUserAttributes } from './admin/admin-delete-user-attributes.js';
import { adminDisableUser } from './admin/admin-disable-user.js';
import { adminEnableUser } from './admin/admin-enable-user.js';
import { adminForgetDevice } from './admin/admin-forget-device.js';
import { adminGetDevice } from './admin/admin-get-device.js';
import { adminGetUser } from './admin/admin-get-user.js';
import { adminListDevices } from './admin/admin-list-devices.js';
import { adminUpdateDeviceStatus } from './admin/admin-update-device-status.js';
import { adminInitiateAuth } from './admin/admin-initiate-auth.js';
import { adminResetUserPassword } from './admin/admin-reset-user-password.js';
import { adminRespondToAuthChallenge } from './admin/admin-respond-to-auth-challenge.js';
import { adminSetUserMfaPreference } from './admin/admin-set-user-mfa-preference.js';
import { adminSetUserPassword } from './admin/admin-set-user-password.js';
import { adminUpdateUserAttributes } from './admin/admin-update-user-attributes.js';
import { adminUserGlobalSignOut } from './admin/admin-user-global-sign-out.js';
import { adminAddUserToGroup } from './admin/groups/admin-add-user-to-group.js';
import { adminListGroupsForUser } from './admin/groups/admin-list-groups-for-user.js';
import { adminListUserAuthEvents } from './admin/admin-list-user-auth-events.js';
import { adminRemoveUserFromGroup } from './admin/groups/admin-remove-user-from-group.js';
import { createGroup } from './admin/groups/create-group.js';
import { deleteGroup } from './admin/groups/delete-group.js';
import { getGroup } from './admin/groups/get-group.js';
import { listGroups } from './admin/groups/list-groups.js';
import { listUsersInGroup } from './admin/groups/list-users-in-group.js';
import { updateGroup } from './admin/groups/update-group.js';
import { createUserPool } from './admin/create-user-pool.js';
import { createUserPoolClient } from './admin/create-user-pool-client.js';
import { deleteUserPool } from './admin/delete-user-pool.js';
import { deleteUserPoolClient } from './admin/delete-user-pool-client.js';
import { describeUserPool } from './admin/describe-user-pool.js';
import { describeUserPoolClient } from './admin/describe-user-pool-client.js';
import { getUserPoolMfaConfig } from './admin/get-user-pool-mfa-config.js';
import { createUserPoolDomain } from './admin/create-user-pool-domain.js';
import { describeUserPoolDomain } from './admin/describe-user-pool-domain.js';
import { listUserPoolClients } from './admin/list-user-pool-clients.js';
import { listUserPools } from './admin/list-user-pools.js';
import { listUsers } from './admin/list-users.js';
import { setUserPoolMfaConfig } from './admin/set-user-pool-mfa-config.js';
import { updateUserPool } from './admin/update-user-pool.js';
import { updateUserPoolClient } from './admin/update-user-pool-client.js';
import { associateSoftwareToken } from './associate-software-token.js';
import { changePassword } from './change-password.js';
import { confirmForgotPassword } from './confirm-forgot-password.js';
import { confirmSignUp } from './confirm-sign-up.js';
import type { Operation } from './define-operation.js';
import { deleteUser } from './delete-user.js';
import { deleteUserAttributes } from './delete-user-attributes.js';
import { confirmDevice } from './confirm-device.js';
import { forgetDevice } from './forget-device.js';
import { getDevice } from './get-device.js';
import { listDevices } from './list-devices.js';
import { updateDeviceStatus } from './update-device-status.js';
import { forgotPassword } from './forgot-password.js';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.js';
import { getUser } from './get-user.js';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code.js';
import { globalSignOut } from './global-sign-out.js';
import { initiateAuth } from './initiate-auth.js';
import { resendConfirmationCode } from './resend-confirmation-code.js';
import { respondToAuthChallenge } from './respond-to-auth-challenge.js';
import { revokeToken } from './revoke-token.js';
import { setUserMfaPreference } from './set-user-mfa-preference.js';
import { signUp } from './sign-up.js';
import { updateUserAttributes } from './update-user-attributes.js';
import { verifySoftwareToken } from './verify-software-token.js';
import { verifyUserAttribute } from './verify-user-attribute.js';

const publicOperations: Operation[] = [
  associateSoftwareToken,
  changePassword,
  confirmForgotPassword,
  confirmSignUp,
  deleteUser,
  deleteUserAttributes,
  forgotPassword,
  getTokensFromRefreshToken,
  getUser,
  getUserAttributeVerificationCode,
  globalSignOut,
  initiateAuth,
  listDevices,
  confirmDevice,
  forgetDevice,
  getDevice,
  updateDeviceStatus,
  resendConfirmationCode,
  respondToAuthChallenge,
  revokeToken,
  setUserMfaPreference,
  signUp,
  updateUserAttributes,
  verifySoftwareToken,
  verifyUserAttribute,
];

const adminOperations: Operation[] = [
  adminAddUserToGroup,
  addCustomAttributes,
  adminConfirmSignUp,
  adminCreateUser,
  adminDeleteSoftwareToken,
  adminDeleteUser,
  adminDeleteUserAttributes,
  adminDisableUser,
  adminEnableUser,
  adminForgetDevice,
  adminGetDevice,
  adminGetUser,
  adminInitiateAuth,
  adminListDevices,
  adminUpdateDeviceStatus,
  adminListGroupsForUser,
  adminListUserAuthEvents,
  adminRemoveUserFromGroup,
  adminResetUserPassword,
  adminRespondToAuthChallenge,
  adminSetUserMfaPreference,
  adminSetUserPassword,
  adminUpdateUserAttributes,
  adminUserGlobalSignOut,
  createGroup,
  createUserPool,
  createUserPoolClient,
  deleteGroup,
  deleteUserPool,
  deleteUserPoolClient,
  describeUserPool,
  describeUserPoolClient,
  getGroup,
  getUserPoolMfaConfig,
  createUserPoolDomain,
  describeUserPoolDomain,
  listGroups,
  listUserPoolClients,
  listUserPools,
  listUsers,
  listUsersInGroup,
  setUserPoolMfaConfig,
  updateGroup,
  updateUserPool,
  updateUserPoolClient,
];

export function createOperationRegistry(): Map<string, Operation> {
  const operations = [...publicOperations, ...adminOperations];
  return new Map(operations.map((operation) => [operation.name, operation]));
}
