// libFuzzer target for the UCI protocol as Kibitz speaks it as an engine (search::UciServer), and
// for the parsers of what an engine says: every input goes through the oracle of uci_oracle.h,
// which aborts when a property is violated. Build with -DKIBITZ_FUZZ=ON; run
// tools/fuzz/run_fuzzer.sh uci.

#include "uci_oracle.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    kibitz::fuzz::checkUci(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
