#ifndef CCMARK_SHIM_H
#define CCMARK_SHIM_H

#include <cmark.h>

#endif
