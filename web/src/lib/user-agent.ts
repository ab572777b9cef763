const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent = navigator.userAgent) {
  return MOBILE_UA.test(userAgent);
}
