// Table 1's settings train nested sets of parameters: "cls" within "typing" (CLS + type
// matching) within "all" (everything). The model's signatures are fixed by the NI plugin unless a
// phase lists them (train_groups), so a phase without train_groups would train less than
// "typing"; every Table 1 sweep's "all" phase must therefore name every group "typing" names.
#include <gtest/gtest.h>

#include <toml++/toml.h>
#include <algorithm>
#include <set>
#include <string>

namespace {

std::set<std::string> TrainGroups(const toml::table& sweep, const std::string& phase) {
  std::set<std::string> groups;
  const toml::array* phases = sweep["phases"].as_array();
  if (!phases) return groups;
  for (const auto& node : *phases) {
    const toml::table* t = node.as_table();
    if (!t || (*t)["name"].value_or(std::string()) != phase) continue;
    if (const toml::array* list = (*t)["train_groups"].as_array()) {
      for (const auto& g : *list) groups.insert(g.value_or(std::string()));
    }
  }
  return groups;
}

TEST(Table1Groups, EverythingIsASupersetOfTypeMatching) {
  for (const char* name :
       {"fuzzy_boolean_table1", "explore/fuzzy_boolean_table1_adapt",
        "fuzzy_boolean_table1_two_scripts", "explore/fuzzy_boolean_table1_wide"}) {
    SCOPED_TRACE(name);
    const toml::table sweep =
        toml::parse_file(std::string(NILAB_SOURCE_DIR) + "/sweeps/" + name + ".toml");
    const std::set<std::string> cls = TrainGroups(sweep, "cls");
    const std::set<std::string> typing = TrainGroups(sweep, "typing");
    const std::set<std::string> all = TrainGroups(sweep, "all");
    ASSERT_FALSE(typing.empty());
    // An empty list would leave the plugin's own flags: the signatures stay fixed.
    ASSERT_FALSE(all.empty()) << "phase 'all' lists no train_groups";
    EXPECT_TRUE(std::includes(typing.begin(), typing.end(), cls.begin(), cls.end()));
    EXPECT_TRUE(std::includes(all.begin(), all.end(), typing.begin(), typing.end()));
    for (const char* group : {"signatures", "codes", "interpreter", "type_inference", "kernel",
                              "cls", "embed", "head"}) {
      EXPECT_EQ(all.count(group), 1u) << "phase 'all' does not train group " << group;
    }
    EXPECT_EQ(all.count("cls_inactive"), 0u) << "the retired CLS tokens must stay fixed";
  }
}

}  // namespace
