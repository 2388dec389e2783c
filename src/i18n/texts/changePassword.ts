export const changePasswordMessages = {
  title: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  newPasswordHint: 'Must be at least 8 characters long',
  confirmPassword: 'Confirm New Password',
  submit: 'Change Password',
  submitting: 'Changing...',
  allRequired: 'All fields are required',
  mismatch: 'New passwords do not match',
  tooShort: 'New password must be at least 8 characters long',
  success: 'Password changed successfully! Logging you out...',
  unknownError: 'An unknown error occurred',
};
