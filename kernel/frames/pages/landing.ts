// The page a pop-up shows while the payment is being set up; the merchant page then sends it on to the
// provider. It only tells assistive technology that something is loading.
document.querySelector("main")?.setAttribute("aria-busy", "true");
