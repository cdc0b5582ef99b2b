#ifndef CKINETYPE_CRYPTO_SHIM_H
#define CKINETYPE_CRYPTO_SHIM_H
// OpenSSL's libcrypto 3 (Debian: libssl-dev, pkg-config name `libcrypto`), for the SHA-256 of
// each output a batch's manifest records.
#include <openssl/evp.h>
#endif
