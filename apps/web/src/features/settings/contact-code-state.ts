// What the edit-data page hands to the e-mail and phone code routes (as navigation state, so a
// reload of …/update_data/email keeps the modal): where the code went and the resend delay.
export interface ContactCodeState {
  email?: string;
  tel?: string;
  resendAfterSec?: number;
}
